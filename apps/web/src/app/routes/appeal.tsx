import { useParams, useSearchParams } from 'react-router';
import { AppealPage } from '../../features/appeals/components/appeal-page';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundRoute } from './not-found';
import { PageHeader } from './page-header';

/** /appeals/:decision[?key=] — where every moderation notice links. */
export function AppealRoute() {
  const { decision } = useParams();
  const [params] = useSearchParams();
  useDocumentTitle(t('pages.appealTitle'));
  const decisionId = /^[1-9]\d{0,15}$/.test(decision ?? '') ? Number(decision) : null;
  if (decisionId === null) return <NotFoundRoute />;
  return (
    <>
      <PageHeader title={t('pages.appealTitle')} description={t('pages.appealDescription')} />
      <AppealPage decisionId={decisionId} linkKey={params.get('key')} />
    </>
  );
}
