import { appealDecisionText, type AppealPage as AppealPageData } from '@promptreel/contract';
import { Scale } from 'lucide-react';
import { Link } from '../../../components/link';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-time';
import { useAppealPage } from '../api/appeal';
import { AppealForm } from './appeal-form';

const OUTCOME_TITLE = {
  pending: 'Your appeal is waiting for a moderator',
  upheld: 'Your appeal was reviewed: the decision stands',
  overturned: 'Your appeal was successful: the decision is undone',
} as const;

function AppealState({ page }: { page: AppealPageData }) {
  const { appeal } = page;
  if (!appeal) {
    return (
      <StatusMessage
        icon={<Scale aria-hidden="true" />}
        title="The time to appeal has passed"
        description={`Appeals are taken until ${formatDate(page.decision.appealBy)}.`}
      />
    );
  }
  return (
    <section
      aria-labelledby="appeal-status"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="appeal-status" className="font-semibold">
        {OUTCOME_TITLE[appeal.status]}
      </h2>
      <p className="text-sm text-muted">Sent {formatDate(appeal.createdAt)}:</p>
      <blockquote className="border-l-2 border-line pl-3 text-sm break-words whitespace-pre-wrap">
        {appeal.body}
      </blockquote>
      {appeal.outcome ? (
        <p className="text-sm">
          <span className="font-semibold">The moderator’s reason:</span> {appeal.outcome.reason}
        </p>
      ) : (
        <p className="text-sm text-muted">We will e-mail you when a moderator has decided.</p>
      )}
    </section>
  );
}

/**
 * /appeals/:decision — the decision as its notice told it, and one appeal against it; signed in
 * as the person concerned, or through the notice's link (its key) for an account that cannot sign in.
 */
export function AppealPage({ decisionId, linkKey }: { decisionId: number; linkKey: string | null }) {
  const query = useAppealPage(decisionId, linkKey);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          Loading the decision…
        </p>
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.isUnauthenticated) {
      return (
        <StatusMessage
          icon={<Scale aria-hidden="true" />}
          title="Log in to appeal this decision"
          description="Use the account the decision concerns, or open the link in the e-mail we sent you."
          action={
            <Link
              to={paths.login.href(paths.appeal.href(decisionId))}
              className="font-medium text-accent hover:underline"
            >
              Log in
            </Link>
          }
        />
      );
    }
    if (isApiError(error) && error.isClientError) {
      return <StatusMessage icon={<Scale aria-hidden="true" />} title={error.message} />;
    }
    return <QueryError query={query} title="Failed to load the decision" description={error.message} />;
  }

  const { decision } = query.data;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="decision" className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
        <h2 id="decision" className="font-semibold">
          {appealDecisionText(decision)}
        </h2>
        <p className="text-sm text-muted">Decided by our moderators on {formatDate(decision.createdAt)}.</p>
        {decision.reason ? (
          <p className="text-sm">
            <span className="font-semibold">Reason:</span> {decision.reason}
          </p>
        ) : null}
        <p className="text-sm">
          Read the{' '}
          <Link to={paths.guidelines.href()} className="font-medium text-accent hover:underline">
            Community Guidelines
          </Link>
          .
        </p>
      </section>
      {query.data.canAppeal ? (
        <>
          <Alert tone="success" title={`You can appeal until ${formatDate(decision.appealBy)}`}>
            A moderator will read it and we will e-mail you the outcome. You can appeal once.
          </Alert>
          <AppealForm decisionId={decisionId} linkKey={linkKey} />
        </>
      ) : (
        <AppealState page={query.data} />
      )}
    </div>
  );
}
