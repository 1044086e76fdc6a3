import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { useResendConfirmation } from '../api/resend-confirmation';

/** The sign-in's refusal of an address not yet confirmed (the auth library's words). */
export const EMAIL_NOT_VERIFIED = 'Email not verified';

/** 'Resend confirmation e-mail' for `email`, and what came of it, said politely to screen readers. */
export function ResendConfirmation({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? t('auth.sending') : t('auth.resendConfirmation')}
      </Button>
      <p role="status" className="text-sm text-muted">
        {/* The same words whether or not the address has an account waiting: nothing about it is told. */}
        {resend.isSuccess ? t('auth.confirmationResent', { email: email.trim() }) : null}
        {resend.isError ? <span className="text-danger">{resend.error.message}</span> : null}
      </p>
    </div>
  );
}
