import type { AppealPage as AppealPageData } from '@promptreel/contract';
import { Scale } from 'lucide-react';
import { Link } from '../../../components/link';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-time';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { useAppealPage } from '../api/appeal';
import { decisionText } from '../utils/decision-text';
import { taggedText } from '../../../components/ui/tagged-text';
import { AppealForm } from './appeal-form';

const OUTCOME_TITLE = {
  pending: 'appeals.pending',
  upheld: 'appeals.upheld',
  overturned: 'appeals.overturned',
} as const satisfies Record<string, MessageKey>;

function AppealState({ page }: { page: AppealPageData }) {
  const { appeal } = page;
  if (!appeal) {
    return (
      <StatusMessage
        icon={<Scale aria-hidden="true" />}
        title={t('appeals.timePassed')}
        description={t('appeals.takenUntil', { date: formatDate(page.decision.appealBy) })}
      />
    );
  }
  return (
    <section
      aria-labelledby="appeal-status"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="appeal-status" className="font-semibold">
        {t(OUTCOME_TITLE[appeal.status])}
      </h2>
      <p className="text-sm text-muted">{t('appeals.sentOn', { date: formatDate(appeal.createdAt) })}</p>
      <blockquote className="border-s-2 border-line ps-3 text-sm break-words whitespace-pre-wrap">
        {appeal.body}
      </blockquote>
      {appeal.outcome ? (
        <p className="text-sm">
          <span className="font-semibold">{t('appeals.moderatorReason')}</span> {appeal.outcome.reason}
        </p>
      ) : (
        <p className="text-sm text-muted">{t('appeals.willEmail')}</p>
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
          {t('appeals.loadingDecision')}
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
          title={t('appeals.logInToAppeal')}
          description={t('appeals.logInToAppealDescription')}
          action={
            <Link
              to={paths.login.href(paths.appeal.href(decisionId))}
              className="font-medium text-accent hover:underline"
            >
              {t('appeals.logIn')}
            </Link>
          }
        />
      );
    }
    if (isApiError(error) && error.isClientError) {
      return <StatusMessage icon={<Scale aria-hidden="true" />} title={error.message} />;
    }
    return <QueryError query={query} title={t('appeals.failedToLoad')} description={error.message} />;
  }

  const { decision } = query.data;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="decision" className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
        <h2 id="decision" className="font-semibold">
          {decisionText(decision)}
        </h2>
        <p className="text-sm text-muted">{t('appeals.decidedOn', { date: formatDate(decision.createdAt) })}</p>
        {decision.reason ? (
          <p className="text-sm">
            <span className="font-semibold">{t('appeals.reason')}</span> {decision.reason}
          </p>
        ) : null}
        <p className="text-sm">
          {taggedText(t('appeals.readGuidelines'), {
            link: (chunk) => (
              <Link to={paths.guidelines.href()} className="font-medium text-accent hover:underline">
                {chunk}
              </Link>
            ),
          })}
        </p>
      </section>
      {query.data.canAppeal ? (
        <>
          <Alert tone="success" title={t('appeals.canAppealUntil', { date: formatDate(decision.appealBy) })}>
            {t('appeals.canAppealExplained')}
          </Alert>
          <AppealForm decisionId={decisionId} linkKey={linkKey} />
        </>
      ) : (
        <AppealState page={query.data} />
      )}
    </div>
  );
}
