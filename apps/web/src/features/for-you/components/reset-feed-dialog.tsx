import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast-context';
import { t } from '../../../lib/i18n';
import { useResetFeed } from '../api/feed-hides';

/**
 * 'Reset your feed', after a confirmation that says what goes: For You forgets what it learned and
 * everything hidden. Then a polite notice says it is done, and focus is back on the button.
 */
export function ResetFeedDialog({ onReset }: { onReset: () => void }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const reset = useResetFeed(onReset);
  const onOpenChange = (next: boolean) => {
    if (reset.isPending) return;
    setOpen(next);
    if (!next) reset.reset();
  };
  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: t('forYou.resetDone'), variant: 'success' });
      },
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-danger">
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('forYou.reset')}
        </Button>
      </DialogTrigger>
      <DialogContent
        role="alertdialog"
        preventOutsideClose
        title={t('forYou.resetQuestion')}
        description={t('forYou.resetDescription')}
      >
        <div className="flex flex-col gap-4">
          {reset.isError ? <Alert title={t('forYou.notReset')}>{reset.error.message}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost" disabled={reset.isPending}>
                {t('forYou.cancel')}
              </Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={confirm}
              disabled={reset.isPending}
              aria-busy={reset.isPending || undefined}
            >
              {reset.isPending ? t('forYou.resetting') : t('forYou.resetButton')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
