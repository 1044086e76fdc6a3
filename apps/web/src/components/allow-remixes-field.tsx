import { REMIX_TEXTS } from '@promptreel/contract';
import { useId } from 'react';

/**
 * 'Allow remixes' (on unless turned off) in the upload form and the edit dialog. Its value is
 * 'true' or 'false', as the forms keep every field as text.
 */
export function AllowRemixesField({
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
        name="allowRemixes"
        checked={value !== 'false'}
        onChange={(event) => onChange({ target: { value: event.target.checked ? 'true' : 'false' } })}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold">
          {REMIX_TEXTS.allowRemixes}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {REMIX_TEXTS.allowRemixesHint}
        </p>
      </div>
    </div>
  );
}
