import { RECIPE_LIMITS } from '@promptreel/contract';
import { useEffect, useRef, useState } from 'react';
import { TextAreaField, TextField } from './ui/field';
import { t } from '../lib/i18n';
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
      <summary className="cursor-pointer text-sm font-semibold">{t('ui.recipeOptional')}</summary>
      <div className="mt-3 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {line('model', t('ui.recipeModel'), { maxLength: RECIPE_LIMITS.model })}
          {line('modelVersion', t('ui.recipeModelVersion'), { maxLength: RECIPE_LIMITS.modelVersion })}
          {line('seed', t('ui.recipeSeed'), { placeholder: '1234567890' })}
          {line('durationSeconds', t('ui.recipeDuration'), { placeholder: '5' })}
          {line('aspectRatio', t('ui.recipeAspectRatio'), { placeholder: '9:16' })}
        </div>
        <TextAreaField
          label={t('ui.recipeNegativePrompt')}
          name="negativePrompt"
          rows={2}
          maxLength={RECIPE_LIMITS.negativePrompt}
          value={values.negativePrompt}
          onChange={set('negativePrompt')}
          error={errors.negativePrompt}
        />
        <TextAreaField
          label={t('ui.recipeSettings')}
          name="settings"
          rows={3}
          placeholder={t('ui.recipeSettingsExample')}
          value={values.settings}
          onChange={set('settings')}
          error={errors.settings}
          hint={t('ui.recipeSettingsHint')}
        />
        <TextAreaField
          label={t('ui.recipeReferences')}
          name="references"
          rows={2}
          value={values.references}
          onChange={set('references')}
          error={errors.references}
          hint={t('ui.recipeReferencesHint')}
        />
      </div>
    </details>
  );
}
