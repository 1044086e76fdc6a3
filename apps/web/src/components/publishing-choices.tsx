import { t } from '../lib/i18n';
import { CheckboxField } from './checkbox-field';
import { VisibilityField } from './visibility-field';

type Change = (event: { target: { value: string } }) => void;

/**
 * The choices after a video's details, in the upload form and the Edit dialog alike: whether others
 * may remix it (on unless turned off), the creator's 'Sensitive content' mark, and who finds it.
 */
export function PublishingChoices({
  values,
  set,
  publishAtError,
  canSchedule,
  publishAtRef,
}: {
  values: { allowRemixes: string; sensitive: string; visibility: string; publishAt: string };
  set: (field: 'allowRemixes' | 'sensitive' | 'visibility' | 'publishAt') => Change;
  publishAtError?: string | undefined;
  canSchedule?: boolean;
  publishAtRef?: (node: HTMLElement | null) => void;
}) {
  return (
    <>
      <CheckboxField
        name="allowRemixes"
        label={t('ui.allowRemixes')}
        hint={t('ui.allowRemixesHint')}
        checked={values.allowRemixes !== 'false'}
        onChange={set('allowRemixes')}
      />
      <CheckboxField
        name="sensitive"
        label={t('ui.sensitiveMark')}
        hint={t('ui.sensitiveMarkHint')}
        checked={values.sensitive === 'true'}
        onChange={set('sensitive')}
      />
      <VisibilityField
        visibility={values.visibility}
        publishAt={values.publishAt}
        onVisibility={set('visibility')}
        onPublishAt={set('publishAt')}
        error={publishAtError}
        canSchedule={canSchedule}
        inputRef={publishAtRef}
      />
    </>
  );
}
