import {
  LABEL_MESSAGES,
  MESSAGES,
  VIDEO_LABELS,
  type VideoLabel,
  type VideoLabelsResponse,
  type standingDecisionSchema,
} from '@promptreel/contract';
import type { z } from 'zod';
import { Conflict, Invalid, NotFound } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { videoLabelled } from '../mail/templates.js';
import { type LocaleLookup, recipientLocale } from '../mail/mail-locale.js';
import type { ProfilesRepository } from '../repositories/profiles.repository.js';
import type { VideoLabelsRepository } from '../repositories/video-labels.repository.js';
import type { VideoWritesRepository } from '../repositories/video-writes.repository.js';
import type { RequireAdmin } from '../rules/require-admin.js';

type LabelInput = z.output<typeof standingDecisionSchema>;

/** A label's name from the address; anything else is refused with the choice there is. */
export function parseLabel(value: unknown): VideoLabel {
  const label = VIDEO_LABELS.find((l) => l === value);
  if (!label) throw Invalid(LABEL_MESSAGES.unknownLabel, [{ field: 'label', message: LABEL_MESSAGES.unknownLabel }]);
  return label;
}

/**
 * Moderators' labels on videos, admins only. Putting one on is a decision: audited, told to the
 * creator with the reason, the guideline and the appeal link; overturning it takes the label off.
 */
export function createVideoLabelsService(deps: {
  labels: VideoLabelsRepository;
  writes: VideoWritesRepository;
  profiles: ProfilesRepository;
  mailer: Mailer;
  log: { error(obj: object, msg: string): void };
  publicUrl: string;
  replyTo?: string;
  requireAdmin: RequireAdmin;
  appealUrl: (decisionId: number, userId: string) => string;
  /** Also tells the person in their notifications, in the e-mail's words (its subject) with a link. */
  onNotice?: (userId: string, text: string, link: string | null) => Promise<void>;
  now?: () => number;
  /** The language each recipient chose, for their e-mails (British English when none). */
  localeOf?: LocaleLookup;
}) {
  const now = deps.now ?? Date.now;

  /** A video everyone can see: a held one (removed, awaiting appeal) is nobody's to label. */
  async function shownVideo(videoId: number) {
    const video = await deps.writes.ownershipOf(videoId);
    if (!video || video.held_prefix !== null) throw NotFound(MESSAGES.videoNotFound);
    return video;
  }

  /** The audit entry of a label put on or taken off: the video is its target, the label its detail. */
  const decision = (
    admin: string,
    video: { id: number; title: string },
    action: 'label' | 'unlabel',
    label: VideoLabel,
    reason: string | null,
  ) => ({
    actorId: admin,
    action,
    targetType: 'video' as const,
    targetId: String(video.id),
    targetLabel: video.title,
    videoId: video.id,
    reason,
    detail: label,
    at: now(),
  });

  async function notify(
    video: { id: number; owner_id: string; title: string },
    label: VideoLabel,
    input: LabelInput,
    decisionId: number,
  ) {
    try {
      const to = await deps.profiles.emailOf(video.owner_id);
      if (!to || to.endsWith('@deleted.invalid')) return;
      const appealUrl = deps.appealUrl(decisionId, video.owner_id);
      const notice = videoLabelled(
        to,
        {
          videoTitle: video.title,
          videoUrl: `${deps.publicUrl}/video/${video.id}`,
          label,
          reason: input.reason,
          section: input.section,
          sectionUrl: `${deps.publicUrl}/community-guidelines#${input.section}`,
          appealUrl,
          replyTo: deps.replyTo,
        },
        await recipientLocale(deps.localeOf, video.owner_id),
      );
      await deps.mailer.send(notice);
      await deps.onNotice?.(video.owner_id, notice.subject, appealUrl);
    } catch (err) {
      deps.log.error({ err }, 'label notice could not be sent');
    }
  }

  return {
    /** PUT /api/admin/videos/:id/labels/:label — the role first, then the input. */
    async add(
      viewerId: string | null,
      videoId: number,
      labelParam: unknown,
      parse: () => LabelInput,
    ): Promise<VideoLabelsResponse> {
      const admin = await deps.requireAdmin(viewerId);
      const label = parseLabel(labelParam);
      const input = parse();
      const video = await shownVideo(videoId);
      const done = await deps.labels.add(video.id, label, decision(admin, video, 'label', label, input.reason));
      if (!done) throw Conflict(LABEL_MESSAGES.alreadyLabelled);
      await notify(video, label, input, done.decisionId);
      return { labels: done.labels };
    },

    /** DELETE /api/admin/videos/:id/labels/:label — a moderator's own correction, audited. */
    async remove(
      viewerId: string | null,
      videoId: number,
      labelParam: unknown,
      reasonOf: () => string | null = () => null,
    ): Promise<VideoLabelsResponse> {
      const admin = await deps.requireAdmin(viewerId);
      const label = parseLabel(labelParam);
      const reason = reasonOf();
      const video = await shownVideo(videoId);
      const labels = await deps.labels.remove(video.id, label, decision(admin, video, 'unlabel', label, reason));
      if (!labels) throw Conflict(LABEL_MESSAGES.notLabelled);
      return { labels };
    },

    /** An overturned label decision: the label it put on comes off (if a moderator has not already). */
    undo: (decisionId: number) => deps.labels.removeByDecision(decisionId),
  };
}

export type VideoLabelsService = ReturnType<typeof createVideoLabelsService>;
