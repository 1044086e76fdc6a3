import { CAPTION_LANGUAGES, CAPTION_LIMITS, type CaptionLanguage, type VideoDetail } from '@promptreel/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import { t } from '../../../lib/i18n';
import { useCaptionChanges } from '../api/captions';
import { ownerMessage } from '../utils/edit-texts';

type Errors = { language?: string; file?: string };

/** The captions form's language, file and messages; adding and removing save at once. */
export function useCaptionsEditor(video: VideoDetail) {
  const toast = useToast();
  const { add, remove } = useCaptionChanges(video);
  const [language, setLanguage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = add.isPending || remove.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const invalid: Errors = {};
    if (!(CAPTION_LANGUAGES as readonly string[]).includes(language))
      invalid.language = t('videoOwner.captionLanguageInvalid');
    if (!file) invalid.file = t('videoOwner.captionFileRequired');
    else if (file.size > CAPTION_LIMITS.maxBytes) invalid.file = t('videoOwner.captionTooLarge');
    setErrors(invalid);
    if (Object.keys(invalid).length > 0 || !file) return;
    const vtt = await file.text();
    add.mutate(
      { language: language as CaptionLanguage, vtt },
      {
        onSuccess: () => {
          toast({ title: t('videoOwner.captionsAdded'), variant: 'success' });
          setLanguage('');
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => setFailure(ownerMessage(error.message)),
      },
    );
  };

  const removeLanguage = (caption: VideoDetail['captions'][number]) => {
    setFailure(null);
    remove.mutate(caption.language, {
      onSuccess: () => toast({ title: t('videoOwner.captionsRemoved'), variant: 'success' }),
      onError: (error) => setFailure(ownerMessage(error.message)),
    });
  };

  const chooseLanguage = (value: string) => {
    setLanguage(value);
    setErrors((e) => ({ ...e, language: undefined }));
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setErrors((e) => ({ ...e, file: undefined }));
  };

  return { add, busy, language, errors, failure, fileInput, submit, removeLanguage, chooseLanguage, chooseFile };
}
