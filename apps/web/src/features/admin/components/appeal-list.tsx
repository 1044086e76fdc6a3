import type { AdminAppeal } from '@promptreel/contract';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../components/link';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { formatDate, toIsoString } from '../../../lib/format-time';
import { formatRelativeTime } from '../../../lib/format-relative-time';
import { t } from '../../../lib/i18n';
import { type AppealListStatus, useAppeals } from '../api/appeals';
import { richText } from '../../../components/ui/rich-text';
import { auditSentence } from '../utils/moderation-format';
import { DecideAppealDialog } from './decide-appeal-dialog';
import { AccessDeniedNotice } from './flag-group-list';

const OUTCOME_LABEL = {
  pending: 'admin.outcomePending',
  upheld: 'admin.outcomeUpheld',
  overturned: 'admin.outcomeOverturned',
} as const;

function DecisionLine({ decision }: { decision: AdminAppeal['decision'] }) {
  const { key, values } = auditSentence(decision.action, decision.target.type, 0, decision.detail);
  const { type, label } = decision.target;
  const name =
    type === 'profile' ? (
      label
    ) : decision.videoId !== null && decision.action !== 'delete_video' ? (
      <Link to={paths.video.href(decision.videoId)} className="font-medium hover:underline">
        {t('admin.quoted', { text: label })}
      </Link>
    ) : (
      t('admin.quoted', { text: label })
    );
  return (
    <p className="text-sm">
      {richText('admin.decisionOn', {
        decision: richText(
          key,
          { actor: <span className="font-semibold">@{decision.moderator}</span>, target: name },
          values,
        ),
        date: formatDate(decision.createdAt),
      })}
      {decision.reason ? <span className="text-muted"> — {decision.reason}</span> : null}
    </p>
  );
}

function AppealCard({ appeal }: { appeal: AdminAppeal }) {
  const [deciding, setDeciding] = useState<'upheld' | 'overturned' | null>(null);
  const who = `@${appeal.appellant.username}`;
  return (
    <li>
      <article
        aria-label={t('admin.appealBy', { who })}
        className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
      >
        <DecisionLine decision={appeal.decision} />
        {appeal.decision.overturnEffect ? <p className="text-sm">{appeal.decision.overturnEffect}</p> : null}
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted">
            {richText('admin.appealed', {
              who: (
                <Link
                  to={paths.profile.href(appeal.appellant.username)}
                  className="font-semibold text-fg hover:underline"
                >
                  {who}
                </Link>
              ),
              when: (
                <time dateTime={toIsoString(appeal.createdAt)} title={formatDate(appeal.createdAt)}>
                  {formatRelativeTime(appeal.createdAt)}
                </time>
              ),
            })}
          </p>
          <blockquote className="border-s-2 border-line ps-3 text-sm break-words whitespace-pre-wrap">
            {appeal.body}
          </blockquote>
        </div>
        {appeal.outcome ? (
          <p className="text-sm">
            {richText(
              'admin.outcomeBy',
              { outcome: <span className="font-semibold">{t(OUTCOME_LABEL[appeal.status])}</span> },
              {
                moderator: appeal.outcome.moderator,
                when: formatRelativeTime(appeal.outcome.decidedAt),
                reason: appeal.outcome.reason,
              },
            )}
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => setDeciding('upheld')}
              aria-label={t('admin.upholdAppeal', { who })}
            >
              {t('admin.uphold')}
            </Button>
            <Button onClick={() => setDeciding('overturned')} aria-label={t('admin.overturnAppeal', { who })}>
              {t('admin.overturn')}
            </Button>
          </div>
        )}
        {deciding ? (
          <DecideAppealDialog
            appeal={appeal}
            outcome={deciding}
            open
            onOpenChange={(open) => !open && setDeciding(null)}
          />
        ) : null}
      </article>
    </li>
  );
}

/** The desk's Appeals tab: pending appeals, oldest first, each upheld or overturned with a reason. */
export function AppealList({ status }: { status: AppealListStatus }) {
  const appeals = useAppeals(status);
  if (appeals.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="sr-only">
          {t('admin.loadingAppeals')}
        </p>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (appeals.isError) {
    if (isApiError(appeals.error) && (appeals.error.status === 401 || appeals.error.status === 403))
      return <AccessDeniedNotice />;
    return <QueryError query={appeals} title={t('admin.appealsFailed')} description={appeals.error.message} />;
  }
  if (appeals.data.items.length === 0) {
    return (
      <StatusMessage
        icon={<Scale aria-hidden="true" />}
        title={status === 'pending' ? t('admin.noAppeals') : t('admin.noDecidedAppeals')}
        description={t('admin.appealsHint')}
      />
    );
  }
  return (
    <ul
      aria-label={status === 'pending' ? t('admin.pendingAppeals') : t('admin.decidedAppeals')}
      className="flex flex-col gap-3"
    >
      {appeals.data.items.map((appeal) => (
        <AppealCard key={appeal.id} appeal={appeal} />
      ))}
    </ul>
  );
}
