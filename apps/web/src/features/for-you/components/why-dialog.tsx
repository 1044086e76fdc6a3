import { FOR_YOU_TEXTS, feedReasonText, type FeedReason } from '@promptreel/contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';

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
        <DialogContent title={FOR_YOU_TEXTS.why} description={feedReasonText(reason)} className="max-w-sm">
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button variant="secondary">OK</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
