import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useUnsubscribe } from '../api/notifications';
import { BRAND } from '../../../config/brand';
import { t } from '../../../lib/i18n';

/** The page an e-mail's 'Unsubscribe' link opens: one press, no sign-in (the link's token is enough). */
export function UnsubscribeScreen({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribe();
  if (!token)
    return <Alert title={t('notifications.linkNotValid')}>{t('notifications.unsubscribeLinkNotValid')}</Alert>;
  if (unsubscribe.isSuccess)
    return (
      <Alert title={t('notifications.unsubscribed')} tone="success">
        {unsubscribe.data.message} {t('notifications.chooseAgain')}
      </Alert>
    );
  return (
    <div className="flex flex-col items-start gap-4">
      <p>{t('notifications.stopEmails', { brand: BRAND })}</p>
      {unsubscribe.isError ? (
        <Alert title={t('notifications.notUnsubscribed')}>{unsubscribe.error.message}</Alert>
      ) : null}
      <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        {unsubscribe.isPending ? t('notifications.unsubscribing') : t('notifications.unsubscribe')}
      </Button>
    </div>
  );
}
