import { LIMITS, updateProfileRequestSchema, type OwnProfile } from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n';
import { useUpdateProfile } from '../api/update-profile';
import { bioCounter } from '../utils/profile-format';
import { AvatarPicker } from './avatar-picker';

type Field = 'username' | 'location' | 'bio';
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly string[] = ['username', 'location', 'bio'];

/**
 * A broken rule in the page's language: the contract's texts (USERNAME_TEXTS, the schema's limits)
 * are British English, so each is told by its field and kind; anything else keeps the schema's words.
 */
function issueText(field: Field, code: string, message: string): string {
  if (field === 'username') {
    if (code === 'too_big') return t('profiles.usernameTooLong', { max: LIMITS.usernameMax });
    if (code === 'invalid_format') return t('profiles.usernameCharacters');
    if (code === 'too_small' || code === 'invalid_type') return t('profiles.usernameRequired');
  }
  if (code === 'too_big' && field === 'location') return t('profiles.locationTooLong', { max: LIMITS.locationMax });
  if (code === 'too_big' && field === 'bio') return t('profiles.bioTooLong', { max: LIMITS.bioMax });
  return message;
}

/** The contract's own rules, checked before asking the server. */
function validate(values: Record<Field, string>): FieldErrors {
  const parsed = updateProfileRequestSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as Field;
    errors[field] ??= issueText(field, issue.code, issue.message);
  }
  return errors;
}

/**
 * Settings → Edit Profile: avatar, username (≤ 50, unique), location (≤ 100), bio (≤ 500, with a
 * counter). Empty location or bio is stored as nothing. `onSaved` runs after each saved change.
 */
export function EditProfileForm({ profile, onSaved }: { profile: OwnProfile; onSaved?: () => void }) {
  const update = useUpdateProfile();
  const toast = useToast();
  const [values, setValues] = useState<Record<Field, string>>({
    username: profile.username,
    location: profile.location ?? '',
    bio: profile.bio ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  // Set when saving failed: the reason, unless it is already shown next to a field.
  const [failure, setFailure] = useState<{ message?: string } | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const invalid = validate(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    update.mutate(values, {
      onSuccess: (saved) => {
        setValues({ username: saved.username, location: saved.location ?? '', bio: saved.bio ?? '' });
        toast({ title: t('profiles.profileSaved'), variant: 'success' });
        onSaved?.();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          setErrors({ username: error.message });
          setFailure({});
          return;
        }
        const fieldIssues = isApiError(error) ? error.issues.filter((i) => FIELDS.includes(i.field)) : [];
        if (fieldIssues.length > 0) {
          setErrors(Object.fromEntries(fieldIssues.map((i) => [i.field, i.message])) as FieldErrors);
          setFailure({});
          return;
        }
        setFailure({ message: error.message });
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <AvatarPicker username={profile.username} avatarUrl={profile.avatarUrl} onUploaded={onSaved} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('profiles.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.usernameMax}
          required
          value={values.username}
          onChange={set('username')}
          error={errors.username}
          hint={t('profiles.usernameHint')}
        />
        <TextField
          label={t('profiles.location')}
          name="location"
          autoComplete="address-level2"
          maxLength={LIMITS.locationMax}
          value={values.location}
          onChange={set('location')}
          error={errors.location}
        />
        <TextAreaField
          label={t('profiles.bio')}
          name="bio"
          rows={4}
          maxLength={LIMITS.bioMax}
          value={values.bio}
          onChange={set('bio')}
          error={errors.bio}
          hint={<span className="block text-end tabular-nums">{bioCounter(values.bio)}</span>}
        />
        {failure ? <Alert title={t('profiles.profileSaveFailed')}>{failure.message}</Alert> : null}
        <Button type="submit" className="self-start" disabled={update.isPending}>
          {update.isPending ? t('profiles.saving') : t('profiles.save')}
        </Button>
      </form>
    </div>
  );
}
