import { Clapperboard, Hand, Library, MessageSquare } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { StatusMessage } from '../../../components/ui/status-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

type ProfileTab = 'uploads' | 'claps' | 'comments' | 'collections';

const TABS: { value: ProfileTab; label: string; icon: ReactNode; empty: (username: string) => string }[] = [
  {
    value: 'uploads',
    label: 'Uploads',
    icon: <Clapperboard aria-hidden="true" />,
    empty: (username) => `Videos uploaded by @${username} will be listed here.`,
  },
  {
    value: 'claps',
    label: 'Claps',
    icon: <Hand aria-hidden="true" />,
    empty: (username) => `Videos @${username} clapped for will be listed here.`,
  },
  {
    value: 'comments',
    label: 'Comments',
    icon: <MessageSquare aria-hidden="true" />,
    empty: (username) => `Comments by @${username} will be listed here.`,
  },
  {
    value: 'collections',
    label: 'Collections',
    icon: <Library aria-hidden="true" />,
    empty: (username) => `Public collections of @${username} will be listed here.`,
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
      <TabsList aria-label={`Activity of @${username}`} className="max-w-full overflow-x-auto">
        {TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value} className="shrink-0 px-3 sm:px-4">
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((t) => (
        <TabsContent key={t.value} value={t.value} className="mt-2">
          {panels[t.value] ?? <StatusMessage icon={t.icon} title={t.empty(username)} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}
