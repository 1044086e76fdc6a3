import {
  EMAIL_CHOICES,
  EMAIL_KINDS,
  type EmailChoice,
  type EmailKind,
  type EmailPreferences,
} from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast-context';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/notifications';

/** The settings' names of each kind of e-mail. */
const KIND_LABELS = {
  follow: 'notifications.kindFollow',
  comment: 'notifications.kindComment',
  reply: 'notifications.kindReply',
  clap: 'notifications.kindClap',
  remix: 'notifications.kindRemix',
  upload: 'notifications.kindUpload',
} as const satisfies Record<EmailKind, MessageKey>;

const CHOICE_LABELS = {
  off: 'notifications.choiceOff',
  immediately: 'notifications.choiceImmediately',
  daily: 'notifications.choiceDaily',
} as const satisfies Record<EmailChoice, MessageKey>;

function Form({ saved }: { saved: EmailPreferences }) {
  const save = useSaveEmailPreferences();
  const toast = useToast();
  const [choices, setChoices] = useState(saved);
  const options = EMAIL_CHOICES.map((value) => ({ value, label: t(CHOICE_LABELS[value]) }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(choices, { onSuccess: () => toast({ title: t('notifications.settingsSaved'), variant: 'success' }) });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {EMAIL_KINDS.map((kind) => (
          <SelectField
            key={kind}
            label={t(KIND_LABELS[kind])}
            options={options}
            value={choices[kind]}
            onChange={(e) => setChoices({ ...choices, [kind]: e.target.value as EmailChoice })}
          />
        ))}
      </div>
      {save.isError ? <Alert title={t('notifications.notSaved')}>{save.error.message}</Alert> : null}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('notifications.saving') : t('notifications.saveSettings')}
      </Button>
    </form>
  );
}

/** Settings → Notifications: for each kind, e-mails off, at once, or in a daily digest. */
export function EmailPreferencesForm() {
  const prefs = useEmailPreferences();
  if (prefs.isPending) return <p className="text-sm text-muted">{t('notifications.loading')}</p>;
  if (prefs.isError) return <Alert title={t('notifications.couldNotLoadSettings')}>{prefs.error.message}</Alert>;
  return <Form saved={prefs.data} />;
}
