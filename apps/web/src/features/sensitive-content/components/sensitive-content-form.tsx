import { SENSITIVE_CHOICES, SENSITIVE_TEXTS, sensitiveChoiceText, type SensitiveChoice } from '@promptreel/contract';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { useSaveSensitiveSetting, useSensitiveSetting } from '../api/sensitive-setting';

function Form({ saved, onSaved }: { saved: SensitiveChoice; onSaved: () => void }) {
  const save = useSaveSensitiveSetting();
  const toast = useToast();
  const id = useId();
  const [choice, setChoice] = useState(saved);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(choice, {
      onSuccess: () => {
        toast({ title: SENSITIVE_TEXTS.saved, variant: 'success' });
        onSaved();
      },
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset aria-describedby={`${id}-hint`} className="flex flex-col gap-2">
        <legend className="text-base font-semibold">{SENSITIVE_TEXTS.legend}</legend>
        <p id={`${id}-hint`} className="mb-1 text-xs text-muted">
          {SENSITIVE_TEXTS.settingHint}
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
                {sensitiveChoiceText(value).label}
              </span>
              <span id={`${id}-${value}-hint`} className="text-xs text-muted">
                {sensitiveChoiceText(value).hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {save.isError ? <Alert title="Not saved">{save.error.message}</Alert> : null}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
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
  if (setting.isPending) return <p className="text-sm text-muted">Loading…</p>;
  if (setting.isError) return <Alert title="Could not load this setting">{setting.error.message}</Alert>;
  return <Form saved={setting.data.choice} onSaved={onSaved} />;
}
