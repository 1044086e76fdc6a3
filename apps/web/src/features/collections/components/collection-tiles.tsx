import { type Collection, collectionCountText, COLLECTION_TEXTS } from '@promptreel/contract';
import { Lock } from 'lucide-react';
import { Link } from '../../../components/link';
import { paths } from '../../../config/paths';

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
            <span className="truncate font-medium group-hover:underline">{c.name}</span>
            <span className="flex items-center gap-1 text-sm text-muted-foreground">
              {collectionCountText(c.videoCount)}
              {c.isPublic ? null : (
                <>
                  {' · '}
                  <Lock aria-hidden="true" className="size-3" />
                  {COLLECTION_TEXTS.privateCollection}
                </>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
