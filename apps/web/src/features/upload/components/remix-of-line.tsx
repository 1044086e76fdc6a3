import { Repeat2, X } from 'lucide-react';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

/** The video a remix is made from, as the upload form names it. */
export interface RemixedVideo {
  id: number;
  title: string;
  username: string | null;
}

/** 'Remix of @x · {title}' above the upload form, with a button that makes the upload no remix. */
export function RemixOfLine({ source, onRemove }: { source: RemixedVideo; onRemove: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-subtle px-3 py-2 text-sm">
      <Repeat2 aria-hidden="true" className="size-4 shrink-0 text-muted" />
      <p className="min-w-0 flex-1 break-words">
        {t('upload.remixOf')}{' '}
        <Link to={paths.video.href(source.id)} className="font-semibold underline-offset-2 hover:underline">
          {source.username ? `@${source.username} · ` : ''}
          {source.title}
        </Link>
      </p>
      <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
        <X aria-hidden="true" className="size-4" />
        {t('upload.notARemix')}
      </Button>
    </div>
  );
}
