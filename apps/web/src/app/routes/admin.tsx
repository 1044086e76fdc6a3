import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageFallback } from '../layout/page-fallback';
import { PageHeader } from './page-header';

export function AdminRoute() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const isAdmin = user?.isAdmin === true;
  useDocumentTitle(user === undefined ? 'Admin' : isAdmin ? 'Admin dashboard' : 'Access Denied');

  if (user === undefined) return <PageFallback />;
  if (!isAdmin) {
    return (
      <StatusMessage
        headingLevel={1}
        icon={<ShieldAlert aria-hidden="true" />}
        title="Access Denied"
        description="You do not have permission to view this page."
        action={<Button onClick={() => navigate(paths.home.href())}>Return to Home</Button>}
      />
    );
  }
  // The moderation desk (Pending and Archived flags) arrives with flagging.
  return <PageHeader title="Admin dashboard" description="Flagged videos will be listed here for review." />;
}
