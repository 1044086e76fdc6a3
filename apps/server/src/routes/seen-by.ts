import type { FeedResponse, VideoCard } from '@promptreel/contract';

// Each kept page's cards as JSON, made once per page: most cards read the same for every reader.
const cardsJson = new WeakMap<FeedResponse, string[]>();

/**
 * Everyone's page as one signed-in reader sees it, as JSON: only the cards they clapped or own
 * differ (`clapped`, `isOwned`), so only those are serialised again; the rest are reused as they
 * were first written for this page.
 */
export function pageJsonSeenBy(page: FeedResponse, viewerId: string, clapped: ReadonlySet<number>): string {
  let parts = cardsJson.get(page);
  if (!parts) {
    parts = page.items.map((card) => JSON.stringify(card));
    cardsJson.set(page, parts);
  }
  const items = page.items.map((card: VideoCard, i) => {
    const isOwned = card.ownerId === viewerId;
    const hasClapped = clapped.has(card.id);
    return isOwned || hasClapped ? JSON.stringify({ ...card, clapped: hasClapped, isOwned }) : parts[i];
  });
  return `{"items":[${items.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}
