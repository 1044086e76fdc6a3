import { SENSITIVE_TEXTS } from '@promptreel/contract';
import { useId } from 'react';

/**
 * The creator's own 'Sensitive content' mark (off unless ticked) in the upload form and the edit
 * dialog, beside 'Allow remixes'. Its value is 'true' or 'false', as the forms keep every field as text.
 */
export function SensitiveField({
  value,
  onChange,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name="sensitive"
        checked={value === 'true'}
        onChange={(event) => onChange({ target: { value: event.target.checked ? 'true' : 'false' } })}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold">
          {SENSITIVE_TEXTS.mark}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {SENSITIVE_TEXTS.markHint}
        </p>
      </div>
    </div>
  );
}
