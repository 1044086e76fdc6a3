import { useState } from 'react';
import {
  EMPTY_FLAG_FORM,
  categoryError,
  isFlagFormComplete,
  isFlagFormDirty,
  reasonError,
  timestampError,
  type FlagFormValues,
} from '../utils/flag-form';

/** The server's texts for single fields (400), shown in place of ours until that field changes. */
export type ServerFieldErrors = Partial<Record<'category' | 'reason' | 'timestamp', string>>;

/**
 * What the flag dialog holds and which texts it shows. `onEdit` runs on every change, so that
 * whatever was said about the previous input (a refusal, the discard question) goes.
 */
export function useFlagForm(durationMs: number | null | undefined, onEdit: () => void) {
  const [values, setValues] = useState<FlagFormValues>(EMPTY_FLAG_FORM);
  const [touched, setTouched] = useState({ reason: false, timestamp: false });
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});

  const update = (patch: Partial<FlagFormValues>, field: keyof ServerFieldErrors) => {
    setValues((current) => ({ ...current, ...patch }));
    onEdit();
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  // Texts appear once they help: the reason's as soon as it is typed in, the category's once the
  // reason shows the user has moved on without choosing one, the timestamp's after leaving it.
  const reasonMessage = touched.reason || attempted ? (serverErrors.reason ?? reasonError(values.reason)) : null;
  const categoryMessage =
    touched.reason || touched.timestamp || attempted
      ? (serverErrors.category ?? categoryError(values.categoryId))
      : null;
  const timestampMessage =
    touched.timestamp || attempted ? (serverErrors.timestamp ?? timestampError(values.timestamp, durationMs)) : null;

  return {
    values,
    dirty: isFlagFormDirty(values),
    complete: isFlagFormComplete(values, durationMs),
    messages: { reason: reasonMessage, category: categoryMessage, timestamp: timestampMessage },
    chooseCategory: (categoryId: number | null) => update({ categoryId }, 'category'),
    typeReason: (reason: string) => {
      update({ reason }, 'reason');
      setTouched((t) => ({ ...t, reason: true }));
    },
    typeTimestamp: (timestamp: string) => update({ timestamp }, 'timestamp'),
    leave: (field: 'reason' | 'timestamp') => setTouched((t) => ({ ...t, [field]: true })),
    /** A try at sending: every text shows, and the server's earlier ones go. */
    attempt: () => {
      setAttempted(true);
      setServerErrors({});
    },
    showServerErrors: setServerErrors,
  };
}
