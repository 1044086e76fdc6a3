import { LIMITS, type CataloguesResponse } from '@promptreel/contract';
import type { ReactNode } from 'react';
import { PublishingChoices } from '../../../components/publishing-choices';
import { RecipeFields } from '../../../components/recipe-fields';
import { RECIPE_FIELDS } from '../../../lib/recipe-form';
import { RetryButton } from '../../../components/retry-button';
import { t } from '../../../lib/i18n';
import { categoryName, platformName } from '../../../lib/category-names';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import type { UploadField, UploadValues } from '../utils/upload-validation';

const counter = (value: string, max: number) => (
  <span className="block text-end tabular-nums">
    {value.length}/{max}
  </span>
);

function Required() {
  return <span aria-hidden="true"> *</span>;
}

interface FieldWiring {
  values: UploadValues;
  set: (field: keyof UploadValues) => (event: { target: { value: string } }) => void;
  touch: (field: UploadField) => () => void;
  /** Lets the form move focus to the first field that needs attention. */
  fieldRef: (field: UploadField) => (node: HTMLElement | null) => void;
}

/** A catalogue's entry as a choice: its id, and its name in the page's language. */
const option = (id: number, label: string): SelectOption => ({ value: String(id), label });

/** A required choice from a catalogue (category, platform), 'Loading…' until it comes. */
function CatalogueSelect({
  field,
  label,
  choose,
  fields,
  loading,
  options,
  disabled,
  error,
  hint,
}: {
  field: 'categoryId' | 'platformId';
  label: string;
  /** The placeholder before a choice: 'Choose a category'. */
  choose: string;
  fields: FieldWiring;
  loading: boolean;
  options: SelectOption[];
  disabled: boolean;
  error: string | undefined;
  hint: ReactNode;
}) {
  return (
    <SelectField
      ref={fields.fieldRef(field)}
      label={
        <>
          {label}
          <Required />
        </>
      }
      name={field}
      required
      placeholder={loading ? t('upload.loading') : choose}
      options={options}
      value={fields.values[field]}
      onChange={fields.set(field)}
      onBlur={fields.touch(field)}
      disabled={disabled}
      error={error}
      hint={hint}
    />
  );
}

/** The upload form's text and catalogue fields (everything but the file). */
/** What the fields read of the catalogues' query (its data, and a retry when it failed). */
interface CataloguesQuery {
  data: CataloguesResponse | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export function UploadDetailsFields({
  values,
  set,
  touch,
  shown,
  fieldRef,
  catalogues,
  platformHint,
}: FieldWiring & {
  shown: (field: UploadField) => string | undefined;
  catalogues: CataloguesQuery;
  platformHint: ReactNode;
}) {
  const categories = catalogues.data?.categories;
  const platforms = catalogues.data?.platforms;
  const categoryOptions = (categories ?? []).map((c) => option(c.id, categoryName(c.slug, c.label)));
  const platformOptions = (platforms ?? []).map((p) => option(p.id, platformName(p.slug, p.label)));
  const catalogueFailed = catalogues.isError;
  const fields = { values, set, touch, fieldRef };
  const recipeShown = Object.fromEntries(RECIPE_FIELDS.map((field) => [field, shown(field)]));

  return (
    <>
      <TextField
        ref={fieldRef('title')}
        label={
          <>
            {t('upload.title')}
            <Required />
          </>
        }
        name="title"
        required
        maxLength={LIMITS.uploadTitleMax}
        value={values.title}
        onChange={set('title')}
        onBlur={touch('title')}
        error={shown('title')}
        hint={counter(values.title, LIMITS.uploadTitleMax)}
      />
      <TextAreaField
        ref={fieldRef('description')}
        label={t('upload.description')}
        name="description"
        rows={3}
        maxLength={LIMITS.descriptionMax}
        value={values.description}
        onChange={set('description')}
        error={shown('description')}
        hint={counter(values.description, LIMITS.descriptionMax)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <CatalogueSelect
          field="categoryId"
          label={t('upload.category')}
          choose={t('upload.chooseCategory')}
          fields={fields}
          loading={catalogues.isPending}
          options={categoryOptions}
          disabled={!categories}
          error={catalogueFailed ? t('upload.categoriesFailed') : shown('categoryId')}
          hint={
            catalogueFailed ? <RetryButton query={catalogues} variant="ghost" size="sm" className="-ms-3" /> : undefined
          }
        />
        <CatalogueSelect
          field="platformId"
          label={t('upload.platform')}
          choose={t('upload.choosePlatform')}
          fields={fields}
          loading={catalogues.isPending}
          options={platformOptions}
          disabled={!platforms}
          error={shown('platformId')}
          hint={platformHint}
        />
      </div>
      <TextAreaField
        ref={fieldRef('prompt')}
        label={t('upload.aiPrompt')}
        name="prompt"
        rows={5}
        maxLength={LIMITS.promptMax}
        placeholder={t('upload.promptPlaceholder')}
        value={values.prompt}
        onChange={set('prompt')}
        error={shown('prompt')}
        hint={counter(values.prompt, LIMITS.promptMax)}
      />
      <RecipeFields values={values} errors={recipeShown} set={set} />
      <PublishingChoices
        values={values}
        set={set}
        publishAtError={shown('publishAt')}
        publishAtRef={fieldRef('publishAt')}
      />
    </>
  );
}
