import { UserX } from 'lucide-react';
import { Link } from '../../../components/link';
import { buttonStyles } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';

/** The screen for an unknown creator: the profile page and its follow lists show the same one. */
export function UserNotFound({ username }: { username: string }) {
  return (
    <StatusMessage
      headingLevel={1}
      icon={<UserX aria-hidden="true" />}
      title="User not found"
      description={`There is no creator called @${username} on Promptreel.`}
      action={
        <Link to={paths.home.href()} className={buttonStyles({ variant: 'secondary' })}>
          Return to Home
        </Link>
      }
    />
  );
}
