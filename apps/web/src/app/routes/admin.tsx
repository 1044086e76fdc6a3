import { ShieldAlert } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { paths } from '../../config/paths';
import { AdminDesk } from '../../features/admin/components/admin-desk';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { videoKeys } from '../../features/videos/api/keys';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageFallback } from '../layout/page-fallback';
import { PageHeader } from './page-header';

/** /admin: the moderation desk for admins (is_admin from the server); 'Access Denied' for everyone else. */
export function AdminRoute() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isAdmin = user?.isAdmin === true;
  useDocumentTitle(t('pages.adminTitle'));

  if (user === undefined) return <PageFallback />;
  if (!isAdmin) {
    return (
      <StatusMessage
        headingLevel={1}
        icon={<ShieldAlert aria-hidden="true" />}
        title={t('pages.accessDenied')}
        description={t('pages.accessDeniedDetail')}
        action={<Button onClick={() => navigate(paths.home.href())}>{t('pages.returnHome')}</Button>}
      />
    );
  }

  // A deleted video leaves every feed and its own page at once.
  const onVideoDeleted = (videoId: number) => {
    queryClient.removeQueries({ queryKey: videoKeys.detail(videoId) });
    void queryClient.invalidateQueries({ queryKey: videoKeys.feeds() });
  };

  return (
    <>
      <PageHeader title={t('pages.adminHeading')} description={t('pages.adminDescription')} />
      <AdminDesk onVideoDeleted={onVideoDeleted} />
    </>
  );
}
