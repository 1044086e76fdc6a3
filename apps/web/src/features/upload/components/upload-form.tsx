import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import type { UploadedVideo } from '../hooks/use-resumable-upload';
import { useUploadForm } from '../hooks/use-upload-form';
import { DailyLimitMeter } from './daily-limit-meter';
import { FileDropZone } from './file-drop-zone';
import { GuidelinesNotice } from './guidelines-notice';
import { RemixOfLine, type RemixedVideo } from './remix-of-line';
import type { StartingRecipe } from '../hooks/use-upload-details';
import { UploadDetailsFields } from './upload-details-fields';
import { UploadPosterChoice } from './upload-poster-choice';
import { UploadProgressPanel } from './upload-progress';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Stands for the keys in the shortcut's sentence, where they are drawn as keys. */
const KEYS = '{keys}';

/** '⌘+Enter uploads', the keys drawn as keys wherever the language puts them. */
function ShortcutHint() {
  const [before, after] = t('upload.shortcutHint', { keys: KEYS }).split(KEYS);
  return (
    <p className="hidden text-xs text-muted md:block">
      {before}
      <kbd className="font-sans">{isMac() ? '⌘' : 'Ctrl'}</kbd>+<kbd className="font-sans">{t('upload.enterKey')}</kbd>
      {after}
    </p>
  );
}

function UploadButton({ busy, canSubmit }: { busy: boolean; canSubmit: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        type="submit"
        aria-disabled={!canSubmit || undefined}
        className={!canSubmit ? 'cursor-not-allowed opacity-50 hover:bg-primary' : undefined}
      >
        {busy ? t('upload.uploading') : t('upload.upload')}
      </Button>
      <ShortcutHint />
    </div>
  );
}

/**
 * The upload form: details, the MP4, the daily-limit meter and the
 * guidelines notice; the file travels by tus with a progress bar, Cancel and resumption.
 * `onUploaded` runs with the new video's id once the server has made it.
 */
export function UploadForm({
  onUploaded,
  remix = null,
}: {
  onUploaded: (video: UploadedVideo) => void;
  /** The video this upload remixes: its recipe fills the form. */
  remix?: (RemixedVideo & StartingRecipe) | null;
}) {
  const form = useUploadForm(onUploaded, remix);
  const { catalogues, limit, details, chosen, suggestion, upload, fieldRef, shown, canSubmit } = form;
  const { busy } = upload;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      onKeyDown={form.onKeyDown}
      aria-label={t('upload.formLabel')}
      className="flex flex-col gap-5"
    >
      {form.remixOf ? <RemixOfLine source={form.remixOf} onRemove={form.dropRemix} /> : null}
      <GuidelinesNotice />
      <DailyLimitMeter limit={limit.data} pending={limit.isPending} />
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-5">
        <legend className="sr-only">{t('upload.videoDetails')}</legend>
        <UploadDetailsFields
          values={details.values}
          set={details.set}
          touch={details.touch}
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
            onChoose={form.onChoose}
            onRemove={form.onRemove}
          />
          <p role="status" className="mt-2 text-sm text-muted empty:hidden">
            {form.fileRecipeNote}
          </p>
        </div>
        {chosen && chosen.problem === null && !chosen.reading ? (
          <UploadPosterChoice chosen={chosen} pick={form.poster} onPick={form.setPoster} />
        ) : null}
      </fieldset>

      {upload.failure ? <Alert title={t('upload.uploadFailed')}>{upload.failure}</Alert> : null}

      {busy && upload.progress && chosen ? (
        <UploadProgressPanel
          progress={upload.progress}
          fileName={chosen.file.name}
          onCancel={() => void upload.cancel()}
        />
      ) : null}

      <UploadButton busy={busy} canSubmit={canSubmit} />
    </form>
  );
}
