import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { SaveChoices } from './save-choices';

/** The Save choices as a dialog, for a card's '…' menu (a menu cannot hold a form). */
export function SaveDialog({
  video,
  open,
  onOpenChange,
}: {
  video: { id: number; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('collections.saveTo')}
        description={t('collections.quotedTitle', { title: video.title })}
        className="max-w-sm wrap-anywhere"
      >
        {/* A toast just shown is Radix's top layer and would take the first Escape for itself. */}
        <div onKeyDown={(event) => (event.key === 'Escape' ? onOpenChange(false) : undefined)}>
          <SaveChoices videoId={video.id} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

export default SaveDialog;
