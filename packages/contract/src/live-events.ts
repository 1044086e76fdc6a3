import { z } from 'zod/mini';
import { idStringSchema } from './ids.js';
import { LIVE_EVENTS } from './live-event-names.js';

/**
 * What crosses requests and server instances (the event bus, Redis) and reaches pages as
 * server-sent events, whose `data:` line is this object as JSON.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(LIVE_EVENTS.commentChanged),
    videoId: z.int(),
    /** The comment added (none for a deletion); it becomes the SSE event's id. */
    commentId: z.optional(z.int()),
  }),
  z.object({ type: z.literal(LIVE_EVENTS.profileUpdated), profileId: z.string() }),
  z.object({ type: z.literal(LIVE_EVENTS.profileDeleted), profileId: z.string() }),
  z.object({ type: z.literal(LIVE_EVENTS.notificationsChanged), profileId: z.string(), unread: z.int() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** GET /api/events: the stream of everyone's events, and one video's comments when `video` names it. */
export const eventsQuerySchema = z.object({ video: z.optional(idStringSchema) });
