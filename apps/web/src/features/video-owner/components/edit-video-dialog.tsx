import { LIMITS, type Recipe, type VideoCard } from '@promptreel/contract';
import { PublishingChoices } from '../../../components/publishing-choices';
import { RecipeFields } from '../../../components/recipe-fields';
import { toLocalInput } from '../../../lib/schedule';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast-context';
import { useCatalogues } from '../../../lib/catalogues';
import { categoryName, platformName } from '../../../lib/category-names';
import { activeLocale, t } from '../../../lib/i18n';
import { useEditVideo } from '../api/edit-video';
import { useEditableVideo } from '../api/get-editable-video';
import { SAVE_FAILED, recipeValues, toRequest, useEditForm, type Errors, type Values } from '../hooks/use-edit-form';
import { CaptionsEditor } from './captions-editor';
import { PosterEditor } from './poster-editor';

export { SAVE_FAILED };

export type EditableVideo = Pick<
  VideoCard,
  | 'id'
  | 'title'
  | 'prompt'
  | 'platformId'
  | 'categoryId'
  | 'allowRemixes'
  | 'markedSensitive'
  | 'visibility'
  | 'publishAt'
> & {
  /** The description; a feed card does not carry it, so the dialog fetches it then. */
  subtitle?: string | null;
  /** The recipe: likewise the video page's alone. */
  recipe?: Recipe | null;
};

const counter = (value: string, max: number) => (
  <span className="block text-end tabular-nums">
    {value.length}/{max}
  </span>
);

/**
 * Edit video (open → saving → closed): title ≤ 140, description ≤ 1000,
 * prompt ≤ 4000 (empty becomes none), platform and category, and the recipe (recipe-fields.tsx). It cannot be dismissed while saving.
 * Below the form, the video's poster and captions, each saved on its own (poster-editor.tsx,
 * captions-editor.tsx).
 */
export function EditVideoDialog({
  video,
  open,
  onOpenChange,
}: {
  video: EditableVideo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Always asked for while open: a card lacks the description, and every caller lacks the captions.
  const editable = useEditableVideo(video.id, open);
  const source = video.subtitle === undefined || video.recipe === undefined ? editable.data : video;
  const edit = useEditVideo(video.id);
  const toast = useToast();
  const saving = edit.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}>
      <DialogContent title={t('videoOwner.editVideo')} preventOutsideClose>
        {source ? (
          <EditForm
            // A fresh form each time the dialog opens with the video's current values.
            key={`${video.id}-${String(open)}`}
            initial={{
              title: source.title,
              subtitle: source.subtitle ?? '',
              prompt: source.prompt ?? '',
              platformId: source.platformId ? String(source.platformId) : '',
              categoryId: source.categoryId ? String(source.categoryId) : '',
              ...recipeValues(source.recipe),
              allowRemixes: String(source.allowRemixes),
              sensitive: String(source.markedSensitive === true),
              visibility: source.visibility,
              publishAt: source.publishAt ? toLocalInput(Date.parse(source.publishAt)) : '',
            }}
            canSchedule={source.visibility !== 'public'}
            saving={saving}
            onCancel={() => onOpenChange(false)}
            onSave={(values, onFailure) =>
              edit.mutate(toRequest(values), {
                onSuccess: () => {
                  toast({ title: t('videoOwner.updated'), variant: 'success' });
                  onOpenChange(false);
                },
                onError: (error) => onFailure(error),
              })
            }
          />
        ) : null}
        {source && editable.data ? <PosterEditor video={editable.data} /> : null}
        {source && editable.data ? <CaptionsEditor video={editable.data} /> : null}
        {source ? null : editable.isError ? (
          <Alert title={t('videoOwner.loadFailed')}>{editable.error.message}</Alert>
        ) : (
          <div aria-busy="true" className="flex flex-col gap-4">
            <p role="status" className="sr-only">
              {t('videoOwner.loading')}
            </p>
            <Skeleton className="h-16" />
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CatalogueSelects({
  values,
  errors,
  set,
}: {
  values: Values;
  errors: Errors;
  set: (field: 'platformId' | 'categoryId') => (event: { target: { value: string } }) => void;
}) {
  const catalogues = useCatalogues();
  // Here platforms are listed by name (elsewhere by slug); categories keep their order.
  const platforms = (catalogues.data?.platforms ?? [])
    .map((p) => ({ value: String(p.id), label: platformName(p.slug, p.label) }))
    .sort((a, b) => a.label.localeCompare(b.label, activeLocale()));
  const categories = (catalogues.data?.categories ?? []).map((c) => ({
    value: String(c.id),
    label: categoryName(c.slug, c.label),
  }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('videoOwner.platform')}
        name="platformId"
        required
        placeholder={catalogues.isPending ? t('videoOwner.loading') : t('videoOwner.choosePlatform')}
        options={platforms}
        value={values.platformId}
        onChange={set('platformId')}
        disabled={!catalogues.data}
        error={errors.platformId}
      />
      <SelectField
        label={t('videoOwner.category')}
        name="categoryId"
        required
        placeholder={catalogues.isPending ? t('videoOwner.loading') : t('videoOwner.chooseCategory')}
        options={categories}
        value={values.categoryId}
        onChange={set('categoryId')}
        disabled={!catalogues.data}
        error={catalogues.isError ? t('videoOwner.categoriesFailed') : errors.categoryId}
      />
    </div>
  );
}

function EditForm({
  initial,
  canSchedule,
  saving,
  onCancel,
  onSave,
}: {
  initial: Values;
  /** False once the video has been public. */
  canSchedule: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (values: Values, onFailure: (error: Error) => void) => void;
}) {
  const { values, errors, failure, set, submit } = useEditForm(initial, onSave);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset disabled={saving} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">{t('videoOwner.videoDetails')}</legend>
        <TextField
          label={t('videoOwner.title')}
          name="title"
          required
          maxLength={LIMITS.editTitleMax}
          value={values.title}
          onChange={set('title')}
          error={errors.title}
          hint={counter(values.title, LIMITS.editTitleMax)}
        />
        <TextAreaField
          label={t('videoOwner.description')}
          name="subtitle"
          rows={3}
          maxLength={LIMITS.descriptionMax}
          value={values.subtitle}
          onChange={set('subtitle')}
          error={errors.subtitle}
          hint={counter(values.subtitle, LIMITS.descriptionMax)}
        />
        <TextAreaField
          label={t('videoOwner.aiPrompt')}
          name="prompt"
          rows={4}
          maxLength={LIMITS.promptMax}
          value={values.prompt}
          onChange={set('prompt')}
          error={errors.prompt}
          hint={counter(values.prompt, LIMITS.promptMax)}
        />
        <CatalogueSelects values={values} errors={errors} set={set} />
        <RecipeFields values={values} errors={errors} set={set} />
        <PublishingChoices
          values={values}
          set={set}
          publishAtError={errors.publishAt ?? errors.visibility}
          canSchedule={canSchedule}
        />
      </fieldset>
      {failure !== null ? <Alert title={t('videoOwner.saveFailed')}>{failure || undefined}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {t('videoOwner.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('videoOwner.saving') : t('videoOwner.save')}
        </Button>
      </div>
    </form>
  );
}
