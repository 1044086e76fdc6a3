import type { FeedHideKind, FeedHideRequest, VideoCard } from '@promptreel/contract';
import { EyeOff, Info, Sparkles, Tag, UserMinus } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ExtraMenuItem } from '../../../components/ui/dropdown-menu';
import { useToast } from '../../../components/ui/toast-context';
import { useHideFromFeed } from '../api/feed-hides';
import { steeringChoices, type SteerableVideo } from '../utils/steering';
import { t, withTexts } from '../../../lib/i18n';

/** An item of a video's '…' menu (the shape video-owner's menu takes; app/ hands them over). */
export type SteeringItem = ExtraMenuItem & { group: 'for-you' };

// Fetched when first chosen: the menu's own code stays small (Radix Dialog comes with it then).
const WhyDialog = lazy(withTexts(() => import('../components/why-dialog').then((m) => ({ default: m.WhyDialog }))));

const ICONS: Record<FeedHideKind, ReactNode> = {
  video: <EyeOff aria-hidden="true" />,
  creator: <UserMinus aria-hidden="true" />,
  platform: <Sparkles aria-hidden="true" />,
  category: <Tag aria-hidden="true" />,
};

/**
 * For You's items in a video's menu: 'Why am I seeing this?' on a card For You chose (for everyone),
 * and for a signed-in viewer, on someone else's video, the ways to see less of it. After a hide, a
 * polite notice says so and `onHidden` takes the cards out of what is shown.
 */
export function useSteeringItems(
  video: SteerableVideo & Pick<VideoCard, 'reason'>,
  { signedIn, onHidden }: { signedIn: boolean; onHidden: (hide: FeedHideRequest) => void },
): SteeringItem[] {
  const toast = useToast();
  const hide = useHideFromFeed((request) => {
    onHidden(request);
    toast({ title: t('forYou.hiddenDone'), variant: 'success' });
  });
  const items: SteeringItem[] = [];
  const reason = video.reason;
  if (reason) {
    items.push({
      key: 'why',
      group: 'for-you',
      text: t('forYou.why'),
      icon: <Info aria-hidden="true" />,
      dialog: (open, onOpenChange) => (
        <Suspense fallback={null}>
          <WhyDialog reason={reason} card={video} open={open} onOpenChange={onOpenChange} />
        </Suspense>
      ),
    });
  }
  if (!signedIn || video.isOwned) return items;
  for (const choice of steeringChoices(video)) {
    items.push({
      key: `hide-${choice.request.kind}`,
      group: 'for-you',
      text: choice.text,
      icon: ICONS[choice.request.kind],
      onSelect: () => hide.mutate(choice.request),
      disabled: hide.isPending,
    });
  }
  return items;
}
