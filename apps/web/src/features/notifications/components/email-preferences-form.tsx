import {
  EMAIL_CHOICES,
  EMAIL_KINDS,
  type EmailChoice,
  type EmailPreferences,
  NOTIFICATION_TEXTS,
} from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast-context';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/notifications';

const OPTIONS = EMAIL_CHOICES.map((value) => ({ value, label: NOTIFICATION_TEXTS.choiceLabels[value] }));

function Form({ saved }: { saved: EmailPreferences }) {
  const save = useSaveEmailPreferences();
  const toast = useToast();
  const [choices, setChoices] = useState(saved);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(choices, { onSuccess: () => toast({ title: 'E-mail settings saved', variant: 'success' }) });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {EMAIL_KINDS.map((kind) => (
          <SelectField
            key={kind}
            label={NOTIFICATION_TEXTS.kindLabels[kind]}
            options={OPTIONS}
            value={choices[kind]}
            onChange={(e) => setChoices({ ...choices, [kind]: e.target.value as EmailChoice })}
          />
        ))}
      </div>
      {save.isError ? <Alert title="Not saved">{save.error.message}</Alert> : null}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save e-mail settings'}
      </Button>
    </form>
  );
}

/** Settings → Notifications: for each kind, e-mails off, at once, or in a daily digest. */
export function EmailPreferencesForm() {
  const prefs = useEmailPreferences();
  if (prefs.isPending) return <p className="text-sm text-muted">Loading…</p>;
  if (prefs.isError) return <Alert title="Could not load your e-mail settings">{prefs.error.message}</Alert>;
  return <Form saved={prefs.data} />;
}
