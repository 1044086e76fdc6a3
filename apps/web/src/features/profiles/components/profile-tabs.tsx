import { Clapperboard, Hand, Library, MessageSquare } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { StatusMessage } from '../../../components/ui/status-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';

type ProfileTab = 'uploads' | 'claps' | 'comments' | 'collections';

/** Each tab's name and what it says while it holds nothing (`{username}` in it). */
const TABS: { value: ProfileTab; label: MessageKey; icon: ReactNode; empty: MessageKey }[] = [
  {
    value: 'uploads',
    label: 'profiles.tabUploads',
    icon: <Clapperboard aria-hidden="true" />,
    empty: 'profiles.uploadsEmpty',
  },
  {
    value: 'claps',
    label: 'profiles.tabClaps',
    icon: <Hand aria-hidden="true" />,
    empty: 'profiles.clapsEmpty',
  },
  {
    value: 'comments',
    label: 'profiles.tabComments',
    icon: <MessageSquare aria-hidden="true" />,
    empty: 'profiles.commentsEmpty',
  },
  {
    value: 'collections',
    label: 'profiles.tabCollections',
    icon: <Library aria-hidden="true" />,
    empty: 'profiles.collectionsEmpty',
  },
];

/**
 * Uploads / Claps / Comments / Collections. Their lists arrive with the claps and comments work; until then each
 * tab says what it will hold. `panels` lets the page put the real lists in.
 */
export function ProfileTabs({
  username,
  panels = {},
}: {
  username: string;
  panels?: Partial<Record<ProfileTab, ReactNode>>;
}) {
  const [tab, setTab] = useState<ProfileTab>('uploads');
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as ProfileTab)}>
      {/* Four tabs are wider than a 360 px phone: tighter there, and the row scrolls rather than the page. */}
      <TabsList aria-label={t('profiles.activityOf', { username })} className="max-w-full overflow-x-auto">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="shrink-0 px-3 sm:px-4">
            {t(tab.label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="mt-2">
          {panels[tab.value] ?? <StatusMessage icon={tab.icon} title={t(tab.empty, { username })} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}
