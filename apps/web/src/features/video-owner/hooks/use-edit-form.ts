import { editVideoRequestSchema, type VideoVisibility } from '@promptreel/contract';
import { fromLocalInput, scheduleProblem } from '../../../lib/schedule';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error';
import { recipeRequest, type RecipeField } from '../../../lib/recipe-form';
import { editIssueText, ownerMessage } from '../utils/edit-texts';

export { RECIPE_FIELDS, recipeValues, type RecipeField } from '../../../lib/recipe-form';

/** Said by the server when it gives no reason of its own (the dialog's alert says it in the page's language). */
export const SAVE_FAILED = 'Failed to save changes.';

export type Field =
  | 'title'
  | 'subtitle'
  | 'prompt'
  | 'platformId'
  | 'categoryId'
  | 'allowRemixes'
  | 'sensitive'
  | 'visibility'
  | 'publishAt'
  | RecipeField;
export type Values = Record<Field, string>;
export type Errors = Partial<Record<Field, string>>;

export function toRequest(values: Values) {
  return {
    title: values.title,
    subtitle: values.subtitle,
    prompt: values.prompt,
    platformId: Number(values.platformId) || 0,
    categoryId: Number(values.categoryId) || 0,
    recipe: recipeRequest(values),
    allowRemixes: values.allowRemixes !== 'false',
    sensitive: values.sensitive === 'true',
    visibility: values.visibility as VideoVisibility,
    publishAt: values.visibility === 'scheduled' ? fromLocalInput(values.publishAt) : null,
  };
}

/** The form field a message belongs to: a recipe's part by its own name ('recipe.settings.2.name' → settings). */
const fieldOf = (path: readonly PropertyKey[]): Field =>
  (path[0] === 'recipe' ? String(path[1]) : String(path[0])) as Field;

function validate(values: Values): Errors {
  const parsed = editVideoRequestSchema.safeParse(toRequest(values));
  const problem = scheduleProblem(values.visibility as VideoVisibility, values.publishAt);
  const schedule = problem ? ownerMessage(problem) : null;
  if (parsed.success) return schedule ? { publishAt: schedule } : {};
  const errors: Errors = schedule ? { publishAt: schedule } : {};
  for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= editIssueText(issue);
  return errors;
}

/** The edit form's values and messages; a refused save shows the server's words by its field. */
export function useEditForm(initial: Values, onSave: (values: Values, onFailure: (error: Error) => void) => void) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const invalid = validate(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    onSave(values, (error) => {
      const fieldIssues = isApiError(error) ? error.issues : [];
      if (fieldIssues.length > 0) {
        setErrors(
          Object.fromEntries(fieldIssues.map((i) => [fieldOf(i.field.split('.')), ownerMessage(i.message)])) as Errors,
        );
      }
      setFailure(error.message && error.message !== SAVE_FAILED ? ownerMessage(error.message) : '');
    });
  };

  return { values, errors, failure, set, submit };
}
