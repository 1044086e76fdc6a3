import { LIMITS, updateProfileRequestSchema, type OwnProfile } from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useUpdateProfile } from '../api/update-profile';
import { bioCounter } from '../utils/profile-format';
import { AvatarPicker } from './avatar-picker';

type Field = 'username' | 'location' | 'bio';
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly string[] = ['username', 'location', 'bio'];

/** The contract's own rules, checked before asking the server (same texts either way). */
function validate(values: Record<Field, string>): FieldErrors {
  const parsed = updateProfileRequestSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as Field;
    errors[field] ??= issue.message;
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
        toast({ title: 'Profile updated', variant: 'success' });
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
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.usernameMax}
          required
          value={values.username}
          onChange={set('username')}
          error={errors.username}
          hint="Letters, numbers, dots, dashes and underscores."
        />
        <TextField
          label="Location"
          name="location"
          autoComplete="address-level2"
          maxLength={LIMITS.locationMax}
          value={values.location}
          onChange={set('location')}
          error={errors.location}
        />
        <TextAreaField
          label="Bio"
          name="bio"
          rows={4}
          maxLength={LIMITS.bioMax}
          value={values.bio}
          onChange={set('bio')}
          error={errors.bio}
          hint={<span className="block text-right tabular-nums">{bioCounter(values.bio)}</span>}
        />
        {failure ? <Alert title="Failed to update profile">{failure.message}</Alert> : null}
        <Button type="submit" className="self-start" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </form>
    </div>
  );
}
