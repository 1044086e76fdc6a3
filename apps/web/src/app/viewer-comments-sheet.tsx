import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Sheet, SheetContent } from '../components/ui/sheet';
import { compactCount } from '../lib/format-text';
import { t } from '../lib/i18n';
import { VideoComments } from './video-comments';

/** The viewer's Comments button: the clip's comments and the comment box in a bottom sheet over it. */
export function ViewerCommentsSheet({ video }: { video: { id: number; isOwned: boolean; comments: number } }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm text-white tabular-nums hover:bg-white/10"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        <span aria-hidden="true">{compactCount(video.comments)}</span>
        <span className="sr-only">{t('app.commentsCount', { count: video.comments })}</span>
      </button>
      {open ? (
        <SheetContent side="bottom" title={t('app.comments')}>
          <VideoComments video={video} inSheet />
        </SheetContent>
      ) : null}
    </Sheet>
  );
}
