import { UPLOAD_MESSAGES } from '@promptreel/contract';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCatalogues } from '../../../lib/catalogues';
import { useUploadLimit } from '../api/get-upload-limit';
import { useChosenFile } from '../hooks/use-chosen-file';
import { usePlatformSuggestion } from '../hooks/use-platform-suggestion';
import type { UploadedVideo } from '../hooks/use-resumable-upload';
import { useUploadDetails } from '../hooks/use-upload-details';
import { useUploadSubmit } from '../hooks/use-upload-submit';
import { validateUpload, type UploadField } from '../utils/upload-validation';
import { DailyLimitMeter } from './daily-limit-meter';
import { FileDropZone } from './file-drop-zone';
import { GuidelinesNotice } from './guidelines-notice';
import { UploadDetailsFields } from './upload-details-fields';
import { UploadProgressPanel } from './upload-progress';

const FIELD_ORDER: UploadField[] = ['title', 'description', 'categoryId', 'platformId', 'prompt', 'file'];

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The upload form: details, the MP4, the daily-limit meter and the
 * guidelines notice; the file travels by tus with a progress bar, Cancel and resumption.
 * `onUploaded` runs with the new video's id once the server has made it.
 */
export function UploadForm({ onUploaded }: { onUploaded: (video: UploadedVideo) => void }) {
  const catalogues = useCatalogues();
  const limit = useUploadLimit();
  const details = useUploadDetails(catalogues.data);
  const { values, touched, touch } = details;
  const { chosen, reading, choose, remove } = useChosenFile();
  const suggestion = usePlatformSuggestion(catalogues.data?.platforms, {
    file: chosen?.file,
    platformId: values.platformId,
  });
  const upload = useUploadSubmit(onUploaded);
  const { busy } = upload;

  const [attempted, setAttempted] = useState(false);
  // The file's message turns into the submit wording only for the file that was there at the attempt.
  const [fileAttempted, setFileAttempted] = useState(false);
  const fieldRefs = useRef<Partial<Record<UploadField, HTMLElement | null>>>({});
  const fieldRef = (field: UploadField) => (node: HTMLElement | null) => void (fieldRefs.current[field] = node);

  const errors = validateUpload(
    values,
    chosen ? { problem: chosen.problem ?? null, size: chosen.file.size } : null,
    fileAttempted ? 'submit' : 'selection',
  );
  const shown = (field: UploadField) => (attempted || touched[field] ? errors[field] : undefined);

  const atLimit = (limit.data?.remaining ?? 1) <= 0;
  const valid = Object.keys(errors).length === 0 && Boolean(catalogues.data);
  const canSubmit = valid && !busy && !atLimit && !reading;

  const onChoose = (file: File) => {
    upload.clearFailure();
    setFileAttempted(false);
    touch('file')();
    choose(file, (isCurrent) => {
      details.titleFromFile(file);
      void suggestion.suggest(file, isCurrent, details.suggestPlatform);
    });
  };

  const onRemove = () => {
    remove();
    touch('file')();
  };

  /** Shows every message and moves focus to the first field that needs attention. */
  const revealErrors = () => {
    setAttempted(true);
    setFileAttempted(true);
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first === 'file') {
      document.getElementById('upload-file-zone')?.scrollIntoView({ block: 'center' });
      fieldRefs.current.file?.focus();
    } else if (first) fieldRefs.current[first]?.focus();
  };

  const submit = () => {
    if (!canSubmit || !chosen) {
      if (!busy) revealErrors();
      return;
    }
    void upload.send(chosen, values);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter') return;
    if (event.metaKey || event.ctrlKey) {
      event.preventDefault();
      submit();
    } else if (event.target instanceof HTMLInputElement) {
      // A plain Enter in a text box does not send a video off: uploading takes Cmd/Ctrl+Enter or the button.
      event.preventDefault();
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-label="Upload a video"
      className="flex flex-col gap-5"
    >
      <GuidelinesNotice />
      <DailyLimitMeter limit={limit.data} pending={limit.isPending} />
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-5">
        <legend className="sr-only">Video details</legend>
        <UploadDetailsFields
          values={values}
          set={details.set}
          touch={touch}
          shown={shown}
          fieldRef={fieldRef}
          catalogues={catalogues}
          platformHint={suggestion.hint}
        />
        <div id="upload-file-zone">
          <FileDropZone
            inputRef={fieldRef('file')}
            file={
              chosen
                ? {
                    name: chosen.file.name,
                    size: chosen.file.size,
                    previewUrl: chosen.previewUrl,
                    orientation: chosen.orientation,
                    reading: chosen.reading,
                  }
                : null
            }
            error={shown('file')}
            disabled={busy}
            onChoose={onChoose}
            onRemove={onRemove}
          />
        </div>
      </fieldset>

      {upload.failure ? <Alert title={UPLOAD_MESSAGES.uploadFailed}>{upload.failure}</Alert> : null}

      {busy && upload.progress && chosen ? (
        <UploadProgressPanel
          progress={upload.progress}
          fileName={chosen.file.name}
          onCancel={() => void upload.cancel()}
        />
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          aria-disabled={!canSubmit || undefined}
          className={!canSubmit ? 'cursor-not-allowed opacity-50 hover:bg-primary' : undefined}
        >
          {busy ? 'Uploading…' : 'Upload'}
        </Button>
        <p className="hidden text-xs text-muted md:block">
          <kbd className="font-sans">{isMac() ? '⌘' : 'Ctrl'}</kbd>+<kbd className="font-sans">Enter</kbd> uploads
        </p>
      </div>
    </form>
  );
}
