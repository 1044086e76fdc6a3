import type { VideoCard } from '@promptreel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { patchVideoInQueries } from './video-cache';

/**
 * The clap-changed (and view-count) broadcast across this browser's tabs:
 * a change confirmed by the server in one tab reaches every card and page of the same video in
 * the others, without asking the server again. Within one tab the shared query cache does it.
 */
const CHANNEL = 'promptreel:video-changed';

type VideoPatch = Partial<Pick<VideoCard, 'claps' | 'clapped' | 'viewsCount' | 'views' | 'comments'>>;
interface VideoChanged {
  videoId: number;
  patch: VideoPatch;
}

let sender: BroadcastChannel | null | undefined;
function channel(): BroadcastChannel | null {
  if (sender === undefined) sender = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return sender;
}

/** Tells the other tabs of this browser what changed about a video. */
export function broadcastVideoChange(videoId: number, patch: VideoPatch): void {
  channel()?.postMessage({ videoId, patch } satisfies VideoChanged);
}

const PATCHABLE = new Set<keyof VideoPatch>(['claps', 'clapped', 'viewsCount', 'views', 'comments']);

/** Only well-formed messages of ours, with only the fields a broadcast may change. */
export function readVideoChange(data: unknown): VideoChanged | null {
  if (data === null || typeof data !== 'object') return null;
  const { videoId, patch } = data as { videoId?: unknown; patch?: unknown };
  if (typeof videoId !== 'number' || patch === null || typeof patch !== 'object') return null;
  const clean = Object.fromEntries(Object.entries(patch).filter(([key]) => PATCHABLE.has(key as keyof VideoPatch)));
  return { videoId, patch: clean as VideoPatch };
}

/** Applies the other tabs' changes to this tab's cache; returns the unsubscribe. */
export function listenForVideoChanges(queryClient: QueryClient): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const receiver = new BroadcastChannel(CHANNEL);
  receiver.onmessage = (event: MessageEvent) => {
    const change = readVideoChange(event.data);
    if (change) patchVideoInQueries(queryClient, change.videoId, change.patch);
  };
  return () => receiver.close();
}
