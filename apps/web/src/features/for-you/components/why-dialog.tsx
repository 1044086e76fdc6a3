import type { FeedReason, VideoCard } from '@promptreel/contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { feedReasonText } from '../utils/hide-texts';

/** 'Why am I seeing this?': the one line that names why For You chose the video. */
export function WhyDialog({
  reason,
  card,
  open,
  onOpenChange,
}: {
  reason: FeedReason;
  /** The card it is on: its category's and tool's slugs name them in the page's language. */
  card: Pick<VideoCard, 'categorySlug' | 'platformSlug'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t('forYou.why')} description={feedReasonText(reason, card)} className="max-w-sm">
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('forYou.ok')}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
