import type { FeedResponse, VideoCard } from '@promptreel/contract';
import { cardJson, withCardsJson } from './card-json.js';

/**
 * Everyone's page as one signed-in reader sees it, as JSON: only the cards they clapped or own
 * differ (`clapped`, `isOwned`), so only those are serialised again; the rest are reused as they
 * were first written (card-json.ts).
 */
export function pageJsonSeenBy(page: FeedResponse, viewerId: string, clapped: ReadonlySet<number>): Buffer {
  const items = page.items.map((card: VideoCard) => {
    const isOwned = card.ownerId === viewerId;
    const hasClapped = clapped.has(card.id);
    return isOwned || hasClapped
      ? Buffer.from(JSON.stringify({ ...card, clapped: hasClapped, isOwned }))
      : cardJson(card);
  });
  return withCardsJson('{"items":[', items, `],"nextCursor":${JSON.stringify(page.nextCursor)}}`);
}
