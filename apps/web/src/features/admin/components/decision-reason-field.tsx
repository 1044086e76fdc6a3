import { STANDING_LIMITS } from '@promptreel/contract';
import { TextAreaField } from '../../../components/ui/field';
import { t } from '../../../lib/i18n';

/**
 * The optional written reason of a decision that needs none to be taken (dismiss, delete, remove,
 * lift, remove a label): kept in the audit log, and quoted in the notice where one goes.
 */
export function DecisionReasonField({
  label,
  hint,
  value,
  onChange,
  disabled,
  className,
}: {
  /**
   * Names the decision, e.g. 'Note on lifting (optional)'. Not 'Reason …': the dialogs' required
   * 'Reason' field must stay the only one its name finds.
   */
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <TextAreaField
      label={label}
      hint={hint ?? t('admin.keptInAuditLog')}
      maxLength={STANDING_LIMITS.reasonMax}
      rows={2}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      className={className}
    />
  );
}

/** The request body of such a decision: the reason when one was written, else nothing. */
export const reasonBody = (reason: string): { reason?: string } => (reason.trim() ? { reason: reason.trim() } : {});
