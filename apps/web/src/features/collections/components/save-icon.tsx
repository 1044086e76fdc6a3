import { Bookmark } from 'lucide-react';

/** Save's bookmark, the same on the video page's button and in a card's '…' menu. */
export function SaveIcon({ className = 'size-4' }: { className?: string }) {
  return <Bookmark aria-hidden="true" className={className} />;
}
