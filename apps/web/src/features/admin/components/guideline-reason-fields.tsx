import { GUIDELINE_SECTIONS, STANDING_LIMITS } from '@promptreel/contract';
import { TextAreaField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { guidelineSectionName } from '../../../lib/guideline-section-names';
import { t } from '../../../lib/i18n';

/** The guideline a decision names and its reason, as a notice quotes them (warn, suspend, ban, label). */
export function GuidelineReasonFields({
  section,
  reason,
  onSection,
  onReason,
  errors,
  reasonHint,
}: {
  section: string;
  reason: string;
  onSection: (value: string) => void;
  onReason: (value: string) => void;
  errors: { section?: string; reason?: string };
  /** Who reads the reason, e.g. 'Sent to them as written.' */
  reasonHint: string;
}) {
  return (
    <>
      <SelectField
        label={t('admin.guideline')}
        options={GUIDELINE_SECTIONS.map((s) => ({ value: s.slug, label: guidelineSectionName(s.slug, s.title) }))}
        placeholder={t('admin.chooseSection')}
        value={section}
        onChange={(e) => onSection(e.target.value)}
        error={errors.section}
      />
      <TextAreaField
        label={t('admin.reason')}
        hint={reasonHint}
        maxLength={STANDING_LIMITS.reasonMax}
        value={reason}
        onChange={(e) => onReason(e.target.value)}
        error={errors.reason}
      />
    </>
  );
}
