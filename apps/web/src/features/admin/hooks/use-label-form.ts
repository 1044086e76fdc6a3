import { standingDecisionSchema, type VideoLabel } from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error';
import type { LabelChange } from '../api/video-labels';
import { reasonBody } from '../components/decision-reason-field';
import { adminMessage } from '../utils/admin-texts';

/** The label form's fields and messages; a refused change shows the server's words by its field. */
export function useLabelForm(
  firstMissing: VideoLabel | undefined,
  run: (change: LabelChange, onFailure?: (error: Error) => void) => void,
) {
  const [label, setLabel] = useState<VideoLabel | undefined>(firstMissing);
  const [section, setSection] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (error: Error) => {
    if (isApiError(error)) setErrors(Object.fromEntries(error.issues.map((i) => [i.field, adminMessage(i.message)])));
    setFailure(adminMessage(error.message));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!label) return;
    const parsed = standingDecisionSchema.safeParse({ reason, section });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= adminMessage(issue.message);
      return setErrors(found);
    }
    setErrors({});
    run({ label, add: parsed.data }, fail);
  };

  const removeLabel = (removed: VideoLabel, note: string) => {
    setFailure(null);
    run({ label: removed, remove: reasonBody(note) }, fail);
  };

  const changeSection = (value: string) => {
    setSection(value);
    setErrors(({ section: _gone, ...rest }) => rest);
  };
  const changeReason = (value: string) => {
    setReason(value);
    setErrors(({ reason: _gone, ...rest }) => rest);
  };

  return { label, setLabel, section, reason, errors, failure, submit, removeLabel, changeSection, changeReason };
}
