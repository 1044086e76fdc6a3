import { z } from 'zod/mini';

/** PUT/DELETE /api/profiles/:username/block → whether the viewer now blocks them. */
export const blockStateSchema = z.object({ blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

/** PUT/DELETE /api/profiles/:username/mute → whether the viewer now mutes them. */
export const muteStateSchema = z.object({ muted: z.boolean() });
export type MuteState = z.infer<typeof muteStateSchema>;

/** Someone the viewer has blocked or muted (settings), newest first. */
export const hiddenAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.nullable(z.string()),
  /** ISO timestamp of the block or mute. */
  since: z.string(),
});
export type HiddenAccount = z.infer<typeof hiddenAccountSchema>;

/** GET /api/me/blocks, GET /api/me/mutes. */
export const hiddenAccountsResponseSchema = z.object({ items: z.array(hiddenAccountSchema) });
export type HiddenAccountsResponse = z.infer<typeof hiddenAccountsResponseSchema>;

/** How the signed-in viewer and a profile stand (on another's profile, for a signed-in viewer). */
export const viewerRelationSchema = z.object({
  /** The viewer has blocked them. */
  blocked: z.boolean(),
  /** They have blocked the viewer. */
  blockedBy: z.boolean(),
  /** The viewer has muted them. */
  muted: z.boolean(),
});
export type ViewerRelation = z.infer<typeof viewerRelationSchema>;
