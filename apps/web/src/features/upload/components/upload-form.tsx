import { LIMITS, UPLOAD_MESSAGES, type Orientation } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast-context';
import { useCatalogues } from '../../../lib/catalogues';
import { invalidateVideoQueries } from '../../../lib/video-cache';
import { useUploadLimit } from '../api/get-upload-limit';
import { uploadKeys } from '../api/keys';
import { uploadThumbnail } from '../api/upload-thumbnail';
import { useResumableUpload, type UploadedVideo, type UploadMetadata } from '../hooks/use-resumable-upload';
import { previewCredentials } from '../api/preview-credentials';
import { probeVideo, readsAsMp4, type VideoProbe } from '../utils/media-probe';
import { readRememberedChoice, rememberChoice } from '../utils/remembered-choices';
import {
  fileProblemOf,
  titleFromFileName,
  validateUpload,
  type FileProblem,
  type UploadField,
  type UploadValues,
} from '../utils/upload-validation';
import { DailyLimitMeter } from './daily-limit-meter';
import { FileDropZone } from './file-drop-zone';
import { GuidelinesNotice } from './guidelines-notice';
import { UploadProgressPanel } from './upload-progress';

/** How long a finished upload waits for the browser's poster to reach the server before moving on. */
const THUMBNAIL_WAIT_MS = 4000;

interface ChosenFile {
  file: File;
  /** undefined until the first bytes have been read. */
  problem: FileProblem | undefined;
  probe: Promise<VideoProbe> | null;
  previewUrl: string | null;
  orientation: Orientation | null;
  reading: boolean;
}

const FIELD_ORDER: UploadField[] = ['title', 'description', 'categoryId', 'platformId', 'prompt', 'file'];

const counter = (value: string, max: number) => (
  <span className="block text-right tabular-nums">
    {value.length}/{max}
  </span>
);

function Required() {
  return <span aria-hidden="true"> *</span>;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The upload form (spec sections 2, 4, 5): details, the MP4, the daily-limit meter and the
 * guidelines notice; the file travels by tus with a progress bar, Cancel and resumption.
 * `onUploaded` runs with the new video's id once the server has made it.
 */
export function UploadForm({ onUploaded }: { onUploaded: (video: UploadedVideo) => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const catalogues = useCatalogues();
  const limit = useUploadLimit();
  const uploader = useResumableUpload();

  const [values, setValues] = useState<UploadValues>(() => ({
    title: '',
    description: '',
    prompt: '',
    platformId: readRememberedChoice('platformId'),
    categoryId: readRememberedChoice('categoryId'),
  }));
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  // The chosen file's Content Credentials name its tool: the platform it suggests (and for which file).
  const [suggested, setSuggested] = useState<{ file: File; generator: string; platformId: string } | null>(null);
  const [touched, setTouched] = useState<Partial<Record<UploadField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  // The file's message turns into the submit wording only for the file that was there at the attempt.
  const [fileAttempted, setFileAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldRefs = useRef<Partial<Record<UploadField, HTMLElement | null>>>({});
  const chooseToken = useRef(0);
  // The user picked a platform on this page: a file's suggestion no longer overrides it.
  const platformPicked = useRef(false);

  // A remembered choice that no longer exists in the catalogue falls back to none.
  const platforms = catalogues.data?.platforms;
  const categories = catalogues.data?.categories;
  useEffect(() => {
    if (!platforms || !categories) return;
    setValues((v) => ({
      ...v,
      platformId: platforms.some((p) => String(p.id) === v.platformId) ? v.platformId : '',
      categoryId: categories.some((c) => String(c.id) === v.categoryId) ? v.categoryId : '',
    }));
  }, [platforms, categories]);

  // The poster preview's object URL lives as long as its file is chosen.
  const previewUrl = chosen?.previewUrl;
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  // Closing the tab mid-upload asks first (the upload would resume later, but only on this browser).
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  // A file still being read counts as chosen (no message yet); `reading` keeps Upload disabled meanwhile.
  const errors = validateUpload(
    values,
    chosen ? { problem: chosen.problem ?? null, size: chosen.file.size } : null,
    fileAttempted ? 'submit' : 'selection',
  );
  const shown = (field: UploadField) => (attempted || touched[field] ? errors[field] : undefined);

  const atLimit = (limit.data?.remaining ?? 1) <= 0;
  const reading = chosen !== null && (chosen.problem === undefined || chosen.reading);
  const valid = Object.keys(errors).length === 0 && Boolean(catalogues.data);
  const canSubmit = valid && !busy && !atLimit && !reading;

  const set = (field: keyof UploadValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    if (field === 'platformId' || field === 'categoryId') rememberChoice(field, value);
    if (field === 'platformId') platformPicked.current = true;
  };
  const touch = (field: UploadField) => () => setTouched((t) => ({ ...t, [field]: true }));

  const choose = (file: File) => {
    const token = ++chooseToken.current;
    setFailure(null);
    setFileAttempted(false);
    setTouched((t) => ({ ...t, file: true }));
    setChosen({ file, problem: undefined, probe: null, previewUrl: null, orientation: null, reading: true });
    void (async () => {
      const problem = fileProblemOf(file, await readsAsMp4(file));
      if (token !== chooseToken.current) return;
      const probe = problem ? null : probeVideo(file);
      setChosen((c) => (c && c.file === file ? { ...c, problem, probe, reading: probe !== null } : c));
      if (!problem) setValues((v) => (v.title.trim() ? v : { ...v, title: titleFromFileName(file.name) }));
      if (!problem) void suggestPlatform(file, token);
      if (!probe) return;
      const result = await probe;
      if (token !== chooseToken.current) return;
      const url = result.thumbnail ? URL.createObjectURL(result.thumbnail) : null;
      setChosen((c) =>
        c && c.file === file ? { ...c, previewUrl: url, orientation: result.orientation, reading: false } : c,
      );
    })();
  };

  /** A platform named by the file's own credentials wins over the remembered one, not over the user's pick. */
  const suggestPlatform = async (file: File, token: number) => {
    const preview = await previewCredentials(file);
    if (token !== chooseToken.current || !preview?.generator || !preview.platformSlug) return;
    const platform = platforms?.find((p) => p.slug === preview.platformSlug);
    if (!platform) return;
    const platformId = String(platform.id);
    setSuggested({ file, generator: preview.generator, platformId });
    if (!platformPicked.current) setValues((v) => ({ ...v, platformId }));
  };
  const suggestion =
    suggested && suggested.file === chosen?.file && suggested.platformId === values.platformId
      ? `Suggested by the file's Content Credentials (made with ${suggested.generator})`
      : undefined;

  const remove = () => {
    chooseToken.current += 1;
    setChosen(null);
    setTouched((t) => ({ ...t, file: true }));
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

  const submit = async () => {
    if (!canSubmit || !chosen) {
      if (!busy) revealErrors();
      return;
    }
    setBusy(true);
    setFailure(null);
    const { file } = chosen;
    const probe = await (chosen.probe ?? Promise.resolve(null));
    const metadata: UploadMetadata = {
      title: values.title.trim(),
      description: values.description,
      prompt: values.prompt,
      platformId: values.platformId,
      categoryId: values.categoryId,
      filename: file.name,
      filetype: file.type || 'video/mp4',
      ...(probe?.orientation ? { orientation: probe.orientation } : {}),
    };
    const outcome = await uploader.start(file, metadata);
    void queryClient.invalidateQueries({ queryKey: uploadKeys.limit() });
    if (outcome.ok) {
      void invalidateVideoQueries(queryClient);
      if (probe?.thumbnail) {
        // The server keeps it only when it made no poster itself; any failure is silent (spec).
        await Promise.race([
          uploadThumbnail(outcome.result.id, probe.thumbnail).catch(() => undefined),
          new Promise((resolve) => window.setTimeout(resolve, THUMBNAIL_WAIT_MS)),
        ]);
      }
      toast({ title: 'Video uploaded', description: values.title.trim(), variant: 'success' });
      onUploaded(outcome.result);
      return;
    }
    setBusy(false);
    if (outcome.cancelled) {
      toast({ title: 'Upload cancelled' });
      return;
    }
    setFailure(outcome.message);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter') return;
    if (event.metaKey || event.ctrlKey) {
      event.preventDefault();
      void submit();
    } else if (event.target instanceof HTMLInputElement) {
      // A plain Enter in a text box does not send a video off: uploading takes Cmd/Ctrl+Enter or the button.
      event.preventDefault();
    }
  };

  const categoryOptions = (categories ?? []).map((c) => ({ value: String(c.id), label: c.label }));
  const platformOptions = (platforms ?? []).map((p) => ({ value: String(p.id), label: p.label }));
  const catalogueFailed = catalogues.isError;

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
        <TextField
          ref={(node) => void (fieldRefs.current.title = node)}
          label={
            <>
              Title
              <Required />
            </>
          }
          name="title"
          required
          maxLength={LIMITS.uploadTitleMax}
          value={values.title}
          onChange={set('title')}
          onBlur={touch('title')}
          error={shown('title')}
          hint={counter(values.title, LIMITS.uploadTitleMax)}
        />
        <TextAreaField
          ref={(node) => void (fieldRefs.current.description = node)}
          label="Description"
          name="description"
          rows={3}
          maxLength={LIMITS.descriptionMax}
          value={values.description}
          onChange={set('description')}
          error={shown('description')}
          hint={counter(values.description, LIMITS.descriptionMax)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            ref={(node) => void (fieldRefs.current.categoryId = node)}
            label={
              <>
                Category
                <Required />
              </>
            }
            name="categoryId"
            required
            placeholder={catalogues.isPending ? 'Loading…' : 'Choose a category'}
            options={categoryOptions}
            value={values.categoryId}
            onChange={set('categoryId')}
            onBlur={touch('categoryId')}
            disabled={!categories}
            error={catalogueFailed ? 'Failed to load categories' : shown('categoryId')}
            hint={
              catalogueFailed ? (
                <Button variant="ghost" size="sm" className="-ml-3" onClick={() => void catalogues.refetch()}>
                  <RotateCw aria-hidden="true" className="size-4" />
                  Retry
                </Button>
              ) : undefined
            }
          />
          <SelectField
            ref={(node) => void (fieldRefs.current.platformId = node)}
            label={
              <>
                Platform
                <Required />
              </>
            }
            name="platformId"
            required
            placeholder={catalogues.isPending ? 'Loading…' : 'Choose a platform'}
            options={platformOptions}
            value={values.platformId}
            onChange={set('platformId')}
            onBlur={touch('platformId')}
            disabled={!platforms}
            error={shown('platformId')}
            hint={suggestion}
          />
        </div>
        <TextAreaField
          ref={(node) => void (fieldRefs.current.prompt = node)}
          label="AI Prompt"
          name="prompt"
          rows={5}
          maxLength={LIMITS.promptMax}
          placeholder="The prompt (and settings) the video was made with"
          value={values.prompt}
          onChange={set('prompt')}
          error={shown('prompt')}
          hint={counter(values.prompt, LIMITS.promptMax)}
        />
        <div id="upload-file-zone">
          <FileDropZone
            inputRef={(node) => void (fieldRefs.current.file = node)}
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
            onChoose={choose}
            onRemove={remove}
          />
        </div>
      </fieldset>

      {failure ? <Alert title={UPLOAD_MESSAGES.uploadFailed}>{failure}</Alert> : null}

      {busy && uploader.progress && chosen ? (
        <UploadProgressPanel
          progress={uploader.progress}
          fileName={chosen.file.name}
          onCancel={() => void uploader.cancel()}
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
