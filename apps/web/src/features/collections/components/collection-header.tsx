import type { Collection } from '@promptreel/contract';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { collectionName } from '../utils/collection-name';

/** A collection's name, whose it is, how many videos, whether private, and its description. */
export function CollectionHeader({ collection, actions }: { collection: Collection; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold break-words">{collectionName(collection)}</h1>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
        <Link to={paths.profile.href(collection.ownerUsername)} className="hover:underline">
          @{collection.ownerUsername}
        </Link>
        <span aria-hidden="true">·</span>
        <span>{t('collections.videoCount', { count: collection.videoCount })}</span>
        <span aria-hidden="true">·</span>
        <span className="flex items-center gap-1">
          {collection.isPublic ? null : <Lock aria-hidden="true" className="size-3" />}
          {collection.isPublic ? t('collections.public') : t('collections.private')}
        </span>
      </p>
      {collection.description ? <p className="whitespace-pre-line">{collection.description}</p> : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
