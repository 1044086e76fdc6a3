import type { Collection } from '@promptreel/contract';
import { Lock } from 'lucide-react';
import { Link } from '../../../components/link';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { collectionName } from '../utils/collection-name';

/** A profile's collections as tiles: the first video's poster, the name, how many, and Private. */
export function CollectionTiles({ collections, label }: { collections: readonly Collection[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {collections.map((c) => (
        <li key={c.id} className="min-w-0">
          <Link
            to={paths.collection.href(c.ownerUsername, c.id)}
            className="group flex flex-col gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <div className="aspect-video overflow-hidden rounded-lg bg-muted">
              {c.posterUrl ? <img src={c.posterUrl} alt="" loading="lazy" className="size-full object-cover" /> : null}
            </div>
            <span className="truncate font-medium group-hover:underline">{collectionName(c)}</span>
            <span className="flex items-center gap-1 text-sm text-muted-foreground">
              {t('collections.videoCount', { count: c.videoCount })}
              {c.isPublic ? null : (
                <>
                  {' · '}
                  <Lock aria-hidden="true" className="size-3" />
                  {t('collections.private')}
                </>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
