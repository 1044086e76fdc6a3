import type { FeedTab } from '@promptreel/contract';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { FEED_TAB_LABELS } from '../utils/feed-params';

/**
 * Latest / Hot / For You (/ Following when signed in) as a real tablist. The selected tab lives in the
 * URL: this only reports changes; `children` is the selected tab's panel.
 */
export function FeedTabs({
  tab,
  tabs,
  onTabChange,
  children,
  toolbar,
  panel,
}: {
  tab: FeedTab;
  tabs: readonly FeedTab[];
  onTabChange: (tab: FeedTab) => void;
  children: ReactNode;
  /** Right-hand controls (the Filters button, the layout toggle). */
  toolbar?: ReactNode;
  /** Shown between the tabs and the cards (the filters panel, when open). */
  panel?: ReactNode;
}) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as FeedTab)} activationMode="manual">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList aria-label="Feed">
          {tabs.map((t) => (
            // Four tabs on one line of a 360 px phone: a little less room around each there.
            <TabsTrigger key={t} value={t} className="px-3 whitespace-nowrap sm:px-4">
              {FEED_TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        {toolbar}
      </div>
      {panel}
      {tabs.map((t) => (
        <TabsContent key={t} value={t} className="mt-2">
          {t === tab ? children : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
