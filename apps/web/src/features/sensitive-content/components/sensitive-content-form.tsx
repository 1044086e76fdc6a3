import { SENSITIVE_CHOICES, type SensitiveChoice } from '@promptreel/contract';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { useSaveSensitiveSetting, useSensitiveSetting } from '../api/sensitive-setting';

/** Each choice's words and hint (the contract's SENSITIVE_TEXTS in British English). */
const CHOICES = {
  show: { label: 'sensitiveContent.show', hint: 'sensitiveContent.showHint' },
  blur: { label: 'sensitiveContent.blur', hint: 'sensitiveContent.blurHint' },
  hide: { label: 'sensitiveContent.hide', hint: 'sensitiveContent.hideHint' },
} as const satisfies Record<SensitiveChoice, { label: MessageKey; hint: MessageKey }>;

function Form({ saved, onSaved }: { saved: SensitiveChoice; onSaved: () => void }) {
  const save = useSaveSensitiveSetting();
  const toast = useToast();
  const id = useId();
  const [choice, setChoice] = useState(saved);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(choice, {
      onSuccess: () => {
        toast({ title: t('sensitiveContent.saved'), variant: 'success' });
        onSaved();
      },
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset aria-describedby={`${id}-hint`} className="flex flex-col gap-2">
        <legend className="text-base font-semibold">{t('sensitiveContent.legend')}</legend>
        <p id={`${id}-hint`} className="mb-1 text-xs text-muted">
          {t('sensitiveContent.settingHint')}
        </p>
        {SENSITIVE_CHOICES.map((value) => (
          <label key={value} className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              name={`${id}-choice`}
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              // Named by the choice alone; its hint describes it (the label wraps both, for the click).
              aria-labelledby={`${id}-${value}-name`}
              aria-describedby={`${id}-${value}-hint`}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="flex flex-col gap-0.5">
              <span id={`${id}-${value}-name`} className="font-medium">
                {t(CHOICES[value].label)}
              </span>
              <span id={`${id}-${value}-hint`} className="text-xs text-muted">
                {t(CHOICES[value].hint)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {save.isError ? <Alert title={t('sensitiveContent.notSaved')}>{save.error.message}</Alert> : null}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('sensitiveContent.saving') : t('sensitiveContent.save')}
      </Button>
    </form>
  );
}

/**
 * Settings → Your feed: whether sensitive videos are shown, blurred until chosen (the default) or
 * left out. `onSaved` lets app/ refetch the lists and the covers that follow the choice.
 */
export function SensitiveContentForm({ onSaved }: { onSaved: () => void }) {
  const setting = useSensitiveSetting();
  if (setting.isPending) return <p className="text-sm text-muted">{t('sensitiveContent.loading')}</p>;
  if (setting.isError) return <Alert title={t('sensitiveContent.loadFailed')}>{setting.error.message}</Alert>;
  return <Form saved={setting.data.choice} onSaved={onSaved} />;
}
