import { CAPTION_LANGUAGES, type VideoDetail } from '@promptreel/contract';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ids, inputStyles, Shell } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { activeLocale, t } from '../../../lib/i18n';
import { useCaptionsEditor } from '../hooks/use-captions-editor';
import { captionLanguageName } from '../utils/edit-texts';

// Listed by their names in the page's language, as people look for them.
const languageOptions = () =>
  CAPTION_LANGUAGES.map((language) => ({ value: language, label: captionLanguageName(language) })).sort((a, b) =>
    a.label.localeCompare(b.label, activeLocale()),
  );

type Caption = VideoDetail['captions'][number];

function CaptionList({
  captions,
  busy,
  onRemove,
}: {
  captions: Caption[];
  busy: boolean;
  onRemove: (caption: Caption) => void;
}) {
  return captions.length > 0 ? (
    <ul className="flex flex-col gap-1" aria-label={t('videoOwner.captionsList')}>
      {captions.map((caption) => (
        <li key={caption.language} className="flex items-center justify-between gap-2 text-sm">
          <span>{captionLanguageName(caption.language)}</span>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            aria-label={t('videoOwner.removeCaptions', { language: captionLanguageName(caption.language) })}
            onClick={() => onRemove(caption)}
          >
            {t('videoOwner.remove')}
          </Button>
        </li>
      ))}
    </ul>
  ) : (
    <p className="text-sm">{t('videoOwner.noCaptions')}</p>
  );
}

/**
 * The edit dialog's Captions: the languages the video has, each with Remove, and a form that adds
 * a WebVTT file in a language (replacing that language's file). Each change is saved at once,
 * apart from the dialog's Save, and shows in the player straight away.
 */
export function CaptionsEditor({ video }: { video: VideoDetail }) {
  const headingId = useId();
  const fileId = useId();
  const editor = useCaptionsEditor(video);
  const { add, busy, errors, failure } = editor;

  return (
    <section aria-labelledby={headingId} className="mt-6 flex flex-col gap-3 border-t border-line pt-4">
      <div>
        <h3 id={headingId} className="font-semibold">
          {t('videoOwner.captions')}
        </h3>
        <p className="text-sm text-muted">{t('videoOwner.captionsHint')}</p>
      </div>
      <CaptionList captions={video.captions} busy={busy} onRemove={editor.removeLanguage} />
      <form noValidate onSubmit={(event) => void editor.submit(event)} className="flex flex-col gap-3">
        <fieldset disabled={busy} className="grid min-w-0 gap-3 sm:grid-cols-2">
          <legend className="sr-only">{t('videoOwner.addCaptions')}</legend>
          <SelectField
            label={t('videoOwner.captionLanguage')}
            name="language"
            placeholder={t('videoOwner.chooseLanguage')}
            options={languageOptions()}
            value={editor.language}
            onChange={(event) => editor.chooseLanguage(event.target.value)}
            error={errors.language}
            hint={t('videoOwner.captionLanguageHint')}
          />
          <Shell id={fileId} label={t('videoOwner.captionsFile')} error={errors.file}>
            <input
              id={fileId}
              ref={editor.fileInput}
              type="file"
              accept=".vtt,text/vtt"
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={ids(fileId, false, Boolean(errors.file))}
              className={inputStyles(
                'py-1.5 file:me-3 file:rounded-full file:border-0 file:bg-subtle file:px-3 file:py-1 file:text-sm file:text-fg',
              )}
              onChange={(event) => editor.chooseFile(event.target.files?.[0] ?? null)}
            />
          </Shell>
        </fieldset>
        {failure !== null ? <Alert title={t('videoOwner.captionsNotSaved')}>{failure}</Alert> : null}
        <Button type="submit" variant="secondary" className="self-end" disabled={busy}>
          {add.isPending ? t('videoOwner.adding') : t('videoOwner.addCaptions')}
        </Button>
      </form>
    </section>
  );
}
