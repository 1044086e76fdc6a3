import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { KEEP_POSTER, type PosterPick } from '../../../components/poster/poster-pick';
import { useCatalogues } from '../../../lib/catalogues';
import { useUploadLimit } from '../api/get-upload-limit';
import { validateUpload, type UploadField } from '../utils/upload-validation';
import { useChosenFile } from './use-chosen-file';
import { useFileRecipe } from './use-file-recipe';
import { usePlatformSuggestion } from './use-platform-suggestion';
import type { UploadedVideo } from './use-resumable-upload';
import type { RemixedVideo } from '../components/remix-of-line';
import { type StartingRecipe, useUploadDetails } from './use-upload-details';
import { useUploadSubmit } from './use-upload-submit';

const FIELD_ORDER: UploadField[] = ['title', 'description', 'categoryId', 'platformId', 'prompt', 'publishAt', 'file'];

/**
 * The upload form's state: its details, the chosen file, which messages show, and sending
 * (Cmd/Ctrl+Enter or the button; a failed attempt moves focus to the first field to fix).
 */
export function useUploadForm(
  onUploaded: (video: UploadedVideo) => void,
  remix: (RemixedVideo & StartingRecipe) | null = null,
) {
  const catalogues = useCatalogues();
  const limit = useUploadLimit();
  const details = useUploadDetails(catalogues.data, remix);
  // The video this upload remixes, until the creator says it is not a remix.
  const [remixOf, setRemixOf] = useState<RemixedVideo | null>(remix);
  const { values, touched, touch } = details;
  const { chosen, reading, choose, remove } = useChosenFile();
  const suggestion = usePlatformSuggestion(catalogues.data?.platforms, {
    file: chosen?.file,
    platformId: values.platformId,
  });
  const fileRecipe = useFileRecipe(chosen?.file);
  const upload = useUploadSubmit(onUploaded);
  const { busy } = upload;
  // The poster chosen for this file (a frame of it or an image); a new file starts again.
  const [poster, setPoster] = useState<PosterPick>(KEEP_POSTER);

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
    setPoster(KEEP_POSTER);
    choose(file, (isCurrent) => {
      details.titleFromFile(file);
      void suggestion.suggest(file, isCurrent, details.suggestPlatform, details.suggestModel);
      void fileRecipe.read(file, isCurrent, details.fillFromFile);
    });
  };

  const onRemove = () => {
    remove();
    setPoster(KEEP_POSTER);
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
    void upload.send(chosen, values, remixOf?.id ?? null, poster);
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

  return {
    catalogues,
    limit,
    remixOf,
    dropRemix: () => setRemixOf(null),
    details,
    chosen,
    poster,
    setPoster,
    suggestion,
    fileRecipeNote: fileRecipe.note,
    upload,
    fieldRef,
    shown,
    canSubmit,
    onChoose,
    onRemove,
    onSubmit,
    onKeyDown,
  };
}
