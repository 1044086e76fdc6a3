import { Gavel } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t, withTexts } from '../../../lib/i18n';
import { richText } from '../../../components/ui/rich-text';

// Admins alone open it: its form, validation and Radix Dialog are fetched on the first press.
const ModerateUserDialog = lazy(
  withTexts(async () => ({ default: (await import('./moderate-user-dialog')).ModerateUserDialog })),
);

/** 'Moderate @name' on a profile, for admins: warn, suspend or ban the account, or lift a decision. */
export function ModerateUserButton({ userId, username }: { userId: string; username: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Gavel aria-hidden="true" className="size-4" />
        {/* On a phone the name is read, not shown: the profile's name is right above. */}
        <span>
          {richText('admin.moderateUser', {
            words: t('admin.moderate'),
            user: <span className="sr-only sm:not-sr-only">@{username}</span>,
          })}
        </span>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ModerateUserDialog userId={userId} username={username} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
