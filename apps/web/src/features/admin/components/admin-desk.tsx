import type { AdminFlagsResponse } from '@promptreel/contract';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { t } from '../../../lib/i18n';
import { useFlaggedVideos } from '../api/get-flagged-videos';
import { tabLabel } from '../utils/moderation-format';
import { useAppeals } from '../api/appeals';
import { AppealList } from './appeal-list';
import { AuditLog } from './audit-log';
import { FlagGroupList } from './flag-group-list';

const TABS = ['pending', 'archived', 'appeals', 'audit'] as const;
// Three labels with counts fit a 360 px phone only a little tighter than elsewhere.
const TRIGGER = 'whitespace-nowrap tabular-nums max-sm:px-3';
type DeskTab = (typeof TABS)[number];

/** The tab in the address (?tab=archived), so a reload or a shared link opens the same list. */
function useDeskTab(): [DeskTab, (tab: DeskTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: DeskTab = TABS.includes(raw as DeskTab) ? (raw as DeskTab) : 'pending';
  const setTab = (next: DeskTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'pending') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [tab, setTab];
}

/** Whichever list answered last knows the freshest counts of both tabs. */
function latestCounts(
  ...answers: { data: AdminFlagsResponse | undefined; dataUpdatedAt: number }[]
): AdminFlagsResponse['counts'] | undefined {
  return answers.filter((a) => a.data).sort((a, b) => b.dataUpdatedAt - a.dataUpdatedAt)[0]?.data?.counts;
}

/**
 * The moderation desk: tabs 'Pending (n)' and 'Archived (n)' (dismissed or deleted) with the reports
 * grouped by target, appeals against decisions, and the audit log of every decision.
 */
export function AdminDesk({ onVideoDeleted }: { onVideoDeleted?: (videoId: number) => void }) {
  const [tab, setTab] = useDeskTab();
  // Both lists carry both counts: the pending one is always read, so the labels are right at once.
  const pending = useFlaggedVideos('pending');
  const archived = useFlaggedVideos('archived');
  const counts = latestCounts(pending, archived);
  const appeals = useAppeals('pending');

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as DeskTab)} className="flex flex-col gap-4">
      <TabsList aria-label={t('admin.moderation')} className="max-w-full self-start overflow-x-auto">
        <TabsTrigger value="pending" className={TRIGGER}>
          {tabLabel(t('admin.tabPending'), counts?.pending)}
        </TabsTrigger>
        <TabsTrigger value="archived" className={TRIGGER}>
          {tabLabel(t('admin.tabArchived'), counts?.archived)}
        </TabsTrigger>
        <TabsTrigger value="appeals" className={TRIGGER}>
          {tabLabel(t('admin.tabAppeals'), appeals.data?.counts.pending)}
        </TabsTrigger>
        <TabsTrigger value="audit" className={TRIGGER}>
          {t('admin.auditLog')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="pending">
        <FlagGroupList status="pending" onVideoDeleted={onVideoDeleted} />
      </TabsContent>
      <TabsContent value="archived">
        <FlagGroupList status="archived" />
      </TabsContent>
      <TabsContent value="appeals">
        <AppealList status="pending" />
      </TabsContent>
      <TabsContent value="audit">
        <AuditLog />
      </TabsContent>
    </Tabs>
  );
}
