import type { VideoCard } from '@promptreel/contract';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

/** `ids` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The owner's order of a collection: each video's Move up and Move down buttons (the keyboard's
 * way), or a drag of its row onto another's place. Every move sends the whole new order.
 */
export function CollectionOrderList({
  videos,
  onReorder,
  busy,
}: {
  videos: readonly VideoCard[];
  onReorder: (videoIds: number[]) => void;
  busy: boolean;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= videos.length || from === to) return;
    onReorder(moved(videos, from, to).map((v) => v.id));
  };
  const drop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };
  return (
    <ol aria-label={t('collections.order')} aria-busy={busy} className="flex flex-col gap-1">
      {videos.map((video, index) => (
        <li
          key={video.id}
          draggable={!busy}
          onDragStart={() => setDragged(index)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={drop(index)}
          className="flex min-w-0 items-center gap-2 rounded-md border border-border bg-card px-2 py-1"
        >
          <GripVertical aria-hidden="true" className="size-4 shrink-0 cursor-grab text-muted-foreground" />
          <span className="w-6 shrink-0 text-end text-sm text-muted-foreground">{index + 1}</span>
          <span className="min-w-0 flex-1 truncate">{video.title}</span>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('collections.moveUp', { title: video.title })}
            disabled={busy || index === 0}
            onClick={() => move(index, index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('collections.moveDown', { title: video.title })}
            disabled={busy || index === videos.length - 1}
            onClick={() => move(index, index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ol>
  );
}
