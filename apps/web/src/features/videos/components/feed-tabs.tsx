import type { FeedTab } from '@promptreel/contract';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { t } from '../../../lib/i18n';
import { FEED_TAB_KEYS } from '../utils/feed-params';

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
        <TabsList aria-label={t('videos.feed')}>
          {tabs.map((name) => (
            // Four tabs on one line of a 360 px phone: a little less room around each there.
            <TabsTrigger key={name} value={name} className="px-3 whitespace-nowrap sm:px-4">
              {t(FEED_TAB_KEYS[name])}
            </TabsTrigger>
          ))}
        </TabsList>
        {toolbar}
      </div>
      {panel}
      {tabs.map((name) => (
        <TabsContent key={name} value={name} className="mt-2">
          {name === tab ? children : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
