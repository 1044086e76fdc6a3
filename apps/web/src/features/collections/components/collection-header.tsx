import { type Collection, collectionCountText, COLLECTION_TEXTS } from '@promptreel/contract';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { paths } from '../../../config/paths';

/** A collection's name, whose it is, how many videos, whether private, and its description. */
export function CollectionHeader({ collection, actions }: { collection: Collection; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold break-words">{collection.name}</h1>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
        <Link to={paths.profile.href(collection.ownerUsername)} className="hover:underline">
          @{collection.ownerUsername}
        </Link>
        <span aria-hidden="true">·</span>
        <span>{collectionCountText(collection.videoCount)}</span>
        <span aria-hidden="true">·</span>
        <span className="flex items-center gap-1">
          {collection.isPublic ? null : <Lock aria-hidden="true" className="size-3" />}
          {collection.isPublic ? COLLECTION_TEXTS.publicCollection : COLLECTION_TEXTS.privateCollection}
        </span>
      </p>
      {collection.description ? <p className="whitespace-pre-line">{collection.description}</p> : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
