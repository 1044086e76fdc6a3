import { Camera, Loader2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { t } from '../../../lib/i18n';
import { useUploadAvatar } from '../api/upload-avatar';
import { avatarFileError } from '../utils/profile-format';

/**
 * The current avatar (or initials) and 'Change avatar'. A picked file is checked here with the
 * spec's texts (image, under 5 MB) and uploaded at once: the picture changes when the server has it.
 */
export function AvatarPicker({
  username,
  avatarUrl,
  onUploaded,
}: {
  username: string;
  avatarUrl: string | null;
  onUploaded?: () => void;
}) {
  const hintId = useId();
  const upload = useUploadAvatar();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    upload.reset();
    const problem = avatarFileError(file);
    setInvalid(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast({ title: t('profiles.avatarUpdated'), variant: 'success' });
        onUploaded?.();
      },
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-4">
        <div className="relative">
          <Avatar src={avatarUrl} username={username} size="xl" alt={t('profiles.yourAvatar')} loading="eager" />
          {upload.isPending ? (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/50 text-white">
              <Loader2 aria-hidden="true" className="size-6 motion-safe:animate-spin" />
            </span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          {/* The picker itself stays out of the tab order: the button below opens it. */}
          <input
            ref={input}
            type="file"
            accept="image/*"
            aria-label={t('profiles.changeAvatar')}
            tabIndex={-1}
            className="sr-only"
            onChange={onChange}
            disabled={upload.isPending}
          />
          <Button
            variant="secondary"
            className="self-start"
            aria-describedby={hintId}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <Camera aria-hidden="true" className="size-4" />
            {upload.isPending ? t('profiles.uploading') : t('profiles.changeAvatar')}
          </Button>
          <p id={hintId} className="text-xs text-muted">
            {t('profiles.avatarHint')}
          </p>
        </div>
      </div>
      {invalid ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {invalid}
        </p>
      ) : null}
      {upload.isError ? <Alert title={t('profiles.avatarFailed')}>{upload.error.message}</Alert> : null}
    </div>
  );
}
