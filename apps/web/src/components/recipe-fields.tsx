import { RECIPE_LIMITS } from '@promptreel/contract';
import { useEffect, useRef, useState } from 'react';
import { TextAreaField, TextField } from './ui/field';
import { RECIPE_FIELDS, type RecipeErrors, type RecipeField, type RecipeValues } from '../lib/recipe-form';

type Set = (field: RecipeField) => (event: { target: { value: string } }) => void;

/**
 * A recipe's parts in a form (the upload form, the edit dialog), folded away until wanted (open when the video has some):
 * model and version, seed, the length and shape asked for, the negative prompt, other settings one
 * per line as 'name: value', and references one web address per line.
 */
export function RecipeFields({ values, errors, set }: { values: RecipeValues; errors: RecipeErrors; set: Set }) {
  // Decided once: folding it as the last part is cleared would take the focus away. Parts filled in
  // later (from the file's metadata) open it, so the creator sees them before sending.
  const anyPart = RECIPE_FIELDS.some((field) => values[field] !== '');
  const [startOpen] = useState(anyPart);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (anyPart && details.current) details.current.open = true;
  }, [anyPart]);
  const line = (field: RecipeField, label: string, props: { maxLength?: number; placeholder?: string } = {}) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={set(field)}
      error={errors[field]}
      {...props}
    />
  );
  return (
    <details ref={details} open={startOpen}>
      <summary className="cursor-pointer text-sm font-semibold">Recipe (optional)</summary>
      <div className="mt-3 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {line('model', 'Model', { maxLength: RECIPE_LIMITS.model })}
          {line('modelVersion', 'Model version', { maxLength: RECIPE_LIMITS.modelVersion })}
          {line('seed', 'Seed', { placeholder: '1234567890' })}
          {line('durationSeconds', 'Duration asked for (seconds)', { placeholder: '5' })}
          {line('aspectRatio', 'Aspect ratio asked for', { placeholder: '9:16' })}
        </div>
        <TextAreaField
          label="Negative prompt"
          name="negativePrompt"
          rows={2}
          maxLength={RECIPE_LIMITS.negativePrompt}
          value={values.negativePrompt}
          onChange={set('negativePrompt')}
          error={errors.negativePrompt}
        />
        <TextAreaField
          label="Other settings"
          name="settings"
          rows={3}
          placeholder={'steps: 30\ncfg: 7.5'}
          value={values.settings}
          onChange={set('settings')}
          error={errors.settings}
          hint="One per line, as name: value"
        />
        <TextAreaField
          label="References"
          name="references"
          rows={2}
          value={values.references}
          onChange={set('references')}
          error={errors.references}
          hint="Images or videos you used: one web address per line"
        />
      </div>
    </details>
  );
}
