import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useUnsubscribe } from '../api/notifications';

/** The page an e-mail's 'Unsubscribe' link opens: one press, no sign-in (the link's token is enough). */
export function UnsubscribeScreen({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribe();
  if (!token) return <Alert title="Link not valid">This unsubscribe link is not valid.</Alert>;
  if (unsubscribe.isSuccess)
    return (
      <Alert title="Unsubscribed" tone="success">
        {unsubscribe.data.message} You can choose again in Settings → Notifications.
      </Alert>
    );
  return (
    <div className="flex flex-col items-start gap-4">
      <p>Stop these notification e-mails from Promptreel?</p>
      {unsubscribe.isError ? <Alert title="Not unsubscribed">{unsubscribe.error.message}</Alert> : null}
      <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
    </div>
  );
}
