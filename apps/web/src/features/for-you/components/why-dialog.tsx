import type { FeedReason } from '@promptreel/contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { feedReasonText } from '../utils/hide-texts';

/** 'Why am I seeing this?': the one line that names why For You chose the video. */
export function WhyDialog({
  reason,
  open,
  onOpenChange,
}: {
  reason: FeedReason;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t('forYou.why')} description={feedReasonText(reason)} className="max-w-sm">
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
