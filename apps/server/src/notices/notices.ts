import type { Mailer } from '../mail/mailer.js';
import { commentRemoved } from '../mail/templates.js';
import { type LocaleLookup, recipientLocale } from '../mail/mail-locale.js';
import type { ProfilesRepository } from '../repositories/profiles.repository.js';
import type { AppealLinks } from './appeal-links.js';

/**
 * Notices of moderators' decisions to the people they concern. A notice that cannot be sent is
 * logged: the decision stands either way.
 */
export function createNotices(deps: {
  mailer: Mailer;
  profiles: ProfilesRepository;
  links: AppealLinks;
  log: { error(obj: object, msg: string): void };
  /** Also tells the person in their notifications, in the e-mail's words (its subject) with a link. */
  onNotice?: (userId: string, text: string, link: string | null) => Promise<void>;
  publicUrl: string;
  replyTo?: string;
  /** The language each recipient chose, for their e-mails (British English when none). */
  localeOf?: LocaleLookup;
}) {
  const { mailer, profiles, log, publicUrl } = deps;

  /** The address of a person who still has an account, or null. */
  async function addressOf(userId: string): Promise<string | null> {
    const email = await profiles.emailOf(userId);
    return email && !email.endsWith('@deleted.invalid') ? email : null;
  }

  return {
    async commentRemoved(
      comment: {
        id: number;
        author_id: string;
        body: string;
        video_id: number;
        video_title: string;
      },
      decisionId: number,
      reason: string | null = null,
    ) {
      try {
        const to = await addressOf(comment.author_id);
        if (!to) return;
        const appealUrl = deps.links.url(decisionId, comment.author_id);
        const notice = commentRemoved(
          to,
          {
            videoTitle: comment.video_title,
            excerpt: comment.body.length > 200 ? `${comment.body.slice(0, 199)}…` : comment.body,
            videoUrl: `${publicUrl}/video/${comment.video_id}`,
            note: reason,
            appealUrl,
            replyTo: deps.replyTo,
          },
          await recipientLocale(deps.localeOf, comment.author_id),
        );
        await mailer.send(notice);
        await deps.onNotice?.(comment.author_id, notice.subject, appealUrl);
      } catch (err) {
        log.error({ err }, 'comment removal notice could not be sent');
      }
    },
  };
}
