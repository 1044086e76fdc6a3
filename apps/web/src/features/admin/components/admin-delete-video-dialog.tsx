import { t } from '../../../lib/i18n';
import { richText } from '../../../components/ui/rich-text';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { Alert } from '../../../components/ui/alert';

/**
 * The admin delete path's confirmation, asked the way an owner is asked (type DELETE): says what
 * goes (the video, its file and poster), where the reports go (Archived) and that the uploader is
 * told by e-mail, with a way to appeal.
 */
export function AdminDeleteVideoDialog({
  videoTitle,
  reason,
  open,
  onOpenChange,
  onConfirm,
  deleting,
  error,
}: {
  videoTitle: string;
  /** The note written on the group's card, quoted in the uploader's e-mail; '' for none. */
  reason: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  deleting: boolean;
  /** The server's reason when the last try failed. */
  error?: string | null;
}) {
  return (
    <ConfirmDeleteDialog
      title={t('admin.deleteTitle')}
      description={richText(reason ? 'admin.deleteDescriptionNote' : 'admin.deleteDescription', {
        title: <span className="font-medium text-fg">{t('admin.quoted', { text: videoTitle })}</span>,
        note: <span className="font-medium text-fg wrap-anywhere">{t('admin.quoted', { text: reason })}</span>,
      })}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      deleting={deleting}
      confirmLabel={t('admin.deleteVideo')}
      failure={error ? <Alert title={t('admin.deleteFailed')}>{error}</Alert> : null}
    />
  );
}
