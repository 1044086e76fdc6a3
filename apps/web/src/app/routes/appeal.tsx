import { useParams, useSearchParams } from 'react-router';
import { AppealPage } from '../../features/appeals/components/appeal-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundRoute } from './not-found';
import { PageHeader } from './page-header';

/** /appeals/:decision[?key=] — where every moderation notice links. */
export function AppealRoute() {
  const { decision } = useParams();
  const [params] = useSearchParams();
  useDocumentTitle('Appeal a decision');
  const decisionId = /^[1-9]\d{0,15}$/.test(decision ?? '') ? Number(decision) : null;
  if (decisionId === null) return <NotFoundRoute />;
  return (
    <>
      <PageHeader title="Appeal a decision" description="If you think a moderator got it wrong, tell us why." />
      <AppealPage decisionId={decisionId} linkKey={params.get('key')} />
    </>
  );
}
