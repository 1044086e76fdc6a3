import { toOneLine } from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import type { MailMessage } from './mailer.js';
import { linkMail } from './link-mail.js';

/** The notices of moderators' decisions, told to the person each concerns, and of their appeals. */

/** A moderator's written reason, as a sentence of a notice; nothing when none was given. */
const moderatorNote = (note?: string | null) => {
  if (!note) return '';
  const line = toOneLine(note);
  return ` The moderator's reason: ${line}${/[.!?]$/.test(line) ? '' : '.'}`;
};

/**
 * The removal notice. It comes from the no-reply sender, so it asks for a reply only when a
 * Reply-To address (MAIL_REPLY_TO; never an admin's own) is there to receive it.
 */
export const videoRemoved = (
  to: string,
  f: { videoTitle: string; reasons: string[]; note?: string | null; appealUrl: string; replyTo?: string },
): MailMessage => ({
  ...linkMail(
    to,
    'Your video was removed from Promptreel',
    `Your video "${toOneLine(f.videoTitle)}" was removed after a review by our moderators. Reported for: ${f.reasons.join(', ')}.${moderatorNote(f.note)} It is kept, hidden, for 30 days in case you appeal.`,
    'Appeal this decision',
    f.appealUrl,
    appealOutro(f.replyTo),
  ),
  ...(f.replyTo ? { replyTo: f.replyTo } : {}),
});

/** A moderator's removal of a comment, told to its author, with the link to appeal it. */
export const commentRemoved = (
  to: string,
  f: {
    videoTitle: string;
    excerpt: string;
    videoUrl: string;
    note?: string | null;
    appealUrl: string;
    replyTo?: string;
  },
): MailMessage => ({
  ...linkMail(
    to,
    'Your comment was removed from Promptreel',
    `Your comment on "${toOneLine(f.videoTitle)}" was removed by our moderators for breaking the community guidelines: "${toOneLine(f.excerpt)}".${moderatorNote(f.note)} Only you can still see it, under the video: ${f.videoUrl}`,
    'Appeal this decision',
    f.appealUrl,
    appealOutro(f.replyTo),
  ),
  ...(f.replyTo ? { replyTo: f.replyTo } : {}),
});

/** How a notice ends: replies are read only where a Reply-To address is there to receive them. */
export const appealOutro = (replyTo?: string) =>
  replyTo
    ? 'If you believe this was a mistake, appeal through the link above; you can also reply to this e-mail.'
    : 'If you believe this was a mistake, appeal through the link above. Replies to this e-mail are not read.';

/** How a notice's text asks for an appeal: replies are read only where a Reply-To address receives them. */
const appealSentence = (appealUrl: string, replyTo?: string) =>
  replyTo
    ? `If you believe this was a mistake, appeal here: ${appealUrl} (you can also reply to this e-mail).`
    : `If you believe this was a mistake, appeal here: ${appealUrl} Replies to this e-mail are not read.`;

/** That sentence and the appeal's link, closing a notice's HTML. */
const appealHtml = (appeal: string, appealUrl: string) =>
  `<p>${escapeHtml(appeal)}</p><p><a href="${escapeHtml(appealUrl)}">Appeal this decision</a></p><p>— Promptreel</p>`;

/**
 * The notice of a decision on an account (warning, suspension, ban): the reason, the section of the
 * guidelines it concerns with a link to it, and how to appeal. From the no-reply sender, it asks
 * for a reply only when a Reply-To address is there to receive it (as `videoRemoved`).
 */
export const accountDecision = (
  to: string,
  f: {
    kind: 'warn' | 'suspend' | 'ban';
    reason: string;
    sectionTitle: string;
    sectionUrl: string;
    appealUrl: string;
    /** A suspension's last day, as people read it ('3 December 2026'). */
    until?: string;
    replyTo?: string;
  },
): MailMessage => {
  const subject = {
    warn: 'A warning about your Promptreel account',
    suspend: 'Your Promptreel account is suspended',
    ban: 'Your Promptreel account has been banned',
  }[f.kind];
  const decision = {
    warn: 'Our moderators have sent your account a warning.',
    suspend: `Our moderators have suspended your account until ${f.until}. Until then you can sign in and watch, but you can't upload, comment, clap, report or follow.`,
    ban: "Our moderators have banned your account. You can't sign in any more, and your videos and comments are no longer shown.",
  }[f.kind];
  const details = [
    decision,
    `Reason: ${toOneLine(f.reason)}`,
    `Guideline: ${f.sectionTitle} (${f.sectionUrl})`,
    f.kind === 'warn' ? 'Please read the guideline: a further breach may lead to a suspension or a ban.' : '',
  ].filter(Boolean);
  const appeal = appealSentence(f.appealUrl, f.replyTo);
  return {
    to,
    subject,
    text: [...details, '', appeal, '', '— Promptreel'].join('\n'),
    html:
      details.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p><a href="${escapeHtml(f.sectionUrl)}">Read the guideline: ${escapeHtml(f.sectionTitle)}</a></p>` +
      appealHtml(appeal, f.appealUrl),
    ...(f.replyTo ? { replyTo: f.replyTo } : {}),
  };
};

/** A moderator's label on a video, told to its creator: what it does, why, and how to appeal. */
export const videoLabelled = (
  to: string,
  f: {
    videoTitle: string;
    videoUrl: string;
    label: string;
    /** What viewers now see because of it. */
    effect: string;
    reason: string;
    sectionTitle: string;
    sectionUrl: string;
    appealUrl: string;
    replyTo?: string;
  },
): MailMessage => {
  const details = [
    `Our moderators have added the label “${f.label}” to your video “${toOneLine(f.videoTitle)}”. ${f.effect}`,
    `Reason: ${toOneLine(f.reason)}`,
    `Guideline: ${f.sectionTitle} (${f.sectionUrl})`,
    `Your video: ${f.videoUrl}`,
  ];
  const appeal = appealSentence(f.appealUrl, f.replyTo);
  return {
    to,
    subject: 'A label was added to your video on Promptreel',
    text: [...details, '', appeal, '', '— Promptreel'].join('\n'),
    html: details.map((l) => `<p>${escapeHtml(l)}</p>`).join('') + appealHtml(appeal, f.appealUrl),
    ...(f.replyTo ? { replyTo: f.replyTo } : {}),
  };
};

/** The outcome of an appeal, with the moderator's reason. */
export const appealDecided = (
  to: string,
  f: { decision: string; outcome: 'upheld' | 'overturned'; reason: string; replyTo?: string },
): MailMessage => {
  const outcome =
    f.outcome === 'overturned'
      ? 'We looked again and overturned the decision: it is undone.'
      : 'We looked again and upheld the decision: it stands.';
  const lines = [`${f.decision} You appealed.`, outcome, `Reason: ${toOneLine(f.reason)}`];
  const outro = f.replyTo ? 'Reply to this e-mail if you have a question.' : 'Replies to this address are not read.';
  return {
    to,
    subject: f.outcome === 'overturned' ? 'Your appeal was successful' : 'Your appeal was reviewed',
    text: `${lines.join('\n\n')}\n\n${outro}\n\n— Promptreel`,
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p>${escapeHtml(outro)}</p><p>— Promptreel</p>`,
    ...(f.replyTo ? { replyTo: f.replyTo } : {}),
  };
};
