import { DEFAULT_LOCALE, type Locale, toOneLine, type VideoLabel } from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import { BRAND, textIn } from '../lib/texts.js';
import type { MailMessage } from './mailer.js';
import { linkMail, SIGNATURE } from './link-mail.js';
import { sentenceIn } from './rich-text.js';

/** The notices of moderators' decisions, told to the person each concerns, and of their appeals. */

/** A moderator's written reason, as a sentence of a notice; undefined when none was given. */
const moderatorNote = (locale: Locale, note?: string | null) =>
  note ? sentenceIn(locale, toOneLine(note)) : undefined;

/** A guideline section's title in the reader's language (the slug itself for one no longer listed). */
export const guidelineTitleIn = (locale: Locale, slug: string) => {
  const key = `mail.guideline.${slug}`;
  const title = textIn(locale, key);
  return title === key ? slug : title;
};

/** A video label's name in the reader's language. */
export const labelNameIn = (locale: Locale, label: VideoLabel) => textIn(locale, `mail.label.${label}`);

/**
 * The removal notice. It comes from the no-reply sender, so it asks for a reply only when a
 * Reply-To address (MAIL_REPLY_TO; never an admin's own) is there to receive it. No reasons: the
 * community guidelines in general.
 */
export const videoRemoved = (
  to: string,
  f: { videoTitle: string; reasons: string[]; note?: string | null; appealUrl: string; replyTo?: string },
  locale: Locale = DEFAULT_LOCALE,
): MailMessage => {
  const note = moderatorNote(locale, f.note);
  const reasons = f.reasons.length
    ? f.reasons.join(textIn(locale, 'mail.listSeparator'))
    : textIn(locale, 'mail.videoRemoved.anyBreach');
  return {
    ...linkMail(
      to,
      textIn(locale, 'mail.videoRemoved.subject', { brand: BRAND }),
      textIn(locale, note ? 'mail.videoRemoved.introWithNote' : 'mail.videoRemoved.intro', {
        title: toOneLine(f.videoTitle),
        reasons,
        ...(note ? { note } : {}),
      }),
      textIn(locale, 'mail.decision.appealAction'),
      f.appealUrl,
      appealOutro(f.replyTo, locale),
    ),
    ...(f.replyTo ? { replyTo: f.replyTo } : {}),
  };
};

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
  locale: Locale = DEFAULT_LOCALE,
): MailMessage => {
  const note = moderatorNote(locale, f.note);
  return {
    ...linkMail(
      to,
      textIn(locale, 'mail.commentRemoved.subject', { brand: BRAND }),
      textIn(locale, note ? 'mail.commentRemoved.introWithNote' : 'mail.commentRemoved.intro', {
        title: toOneLine(f.videoTitle),
        excerpt: toOneLine(f.excerpt),
        url: f.videoUrl,
        ...(note ? { note } : {}),
      }),
      textIn(locale, 'mail.decision.appealAction'),
      f.appealUrl,
      appealOutro(f.replyTo, locale),
    ),
    ...(f.replyTo ? { replyTo: f.replyTo } : {}),
  };
};

/** How a notice ends: replies are read only where a Reply-To address is there to receive them. */
export const appealOutro = (replyTo?: string, locale: Locale = DEFAULT_LOCALE) =>
  textIn(locale, replyTo ? 'mail.decision.appealOutroReply' : 'mail.decision.appealOutroNoReply');

/** How a notice's text asks for an appeal: replies are read only where a Reply-To address receives them. */
const appealSentence = (locale: Locale, url: string, replyTo?: string) =>
  textIn(locale, replyTo ? 'mail.decision.appealReply' : 'mail.decision.appealNoReply', { url });

/** That sentence and the appeal's link, closing a notice's HTML. */
const appealHtml = (locale: Locale, appeal: string, appealUrl: string) =>
  `<p>${escapeHtml(appeal)}</p><p><a href="${escapeHtml(appealUrl)}">${escapeHtml(textIn(locale, 'mail.decision.appealAction'))}</a></p><p>${SIGNATURE}</p>`;

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
    /** The guidelines' section (its slug), named in the reader's language. */
    section: string;
    sectionUrl: string;
    appealUrl: string;
    /** A suspension's end (ms), written as people of the reader's language read a date. */
    until?: number;
    replyTo?: string;
  },
  locale: Locale = DEFAULT_LOCALE,
): MailMessage => {
  const sectionTitle = guidelineTitleIn(locale, f.section);
  const until = f.until === undefined ? '' : mailDate(locale, f.until);
  const details = [
    textIn(locale, `mail.account.${f.kind}.decision`, { until }),
    textIn(locale, 'mail.decision.reason', { reason: toOneLine(f.reason) }),
    textIn(locale, 'mail.decision.guideline', { title: sectionTitle, url: f.sectionUrl }),
    f.kind === 'warn' ? textIn(locale, 'mail.account.warn.readGuideline') : '',
  ].filter(Boolean);
  const appeal = appealSentence(locale, f.appealUrl, f.replyTo);
  return {
    to,
    subject: textIn(locale, `mail.account.${f.kind}.subject`, { brand: BRAND }),
    text: [...details, '', appeal, '', SIGNATURE].join('\n'),
    html:
      details.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p><a href="${escapeHtml(f.sectionUrl)}">${escapeHtml(textIn(locale, 'mail.decision.readGuideline', { title: sectionTitle }))}</a></p>` +
      appealHtml(locale, appeal, f.appealUrl),
    ...(f.replyTo ? { replyTo: f.replyTo } : {}),
  };
};

/** A day as the reader's language writes it ('3 December 2026', '2026年12月3日'), in UTC as the site's. */
export const mailDate = (locale: Locale, ms: number) =>
  new Date(ms).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A moderator's label on a video, told to its creator: what it does, why, and how to appeal. */
export const videoLabelled = (
  to: string,
  f: {
    videoTitle: string;
    videoUrl: string;
    label: VideoLabel;
    reason: string;
    /** The guidelines' section (its slug). */
    section: string;
    sectionUrl: string;
    appealUrl: string;
    replyTo?: string;
  },
  locale: Locale = DEFAULT_LOCALE,
): MailMessage => {
  const details = [
    textIn(locale, 'mail.labelled.intro', {
      label: labelNameIn(locale, f.label),
      title: toOneLine(f.videoTitle),
      // What viewers now see because of it.
      effect: textIn(locale, `mail.labelEffect.${f.label}`),
    }),
    textIn(locale, 'mail.decision.reason', { reason: toOneLine(f.reason) }),
    textIn(locale, 'mail.decision.guideline', { title: guidelineTitleIn(locale, f.section), url: f.sectionUrl }),
    textIn(locale, 'mail.labelled.yourVideo', { url: f.videoUrl }),
  ];
  const appeal = appealSentence(locale, f.appealUrl, f.replyTo);
  return {
    to,
    subject: textIn(locale, 'mail.labelled.subject', { brand: BRAND }),
    text: [...details, '', appeal, '', SIGNATURE].join('\n'),
    html: details.map((l) => `<p>${escapeHtml(l)}</p>`).join('') + appealHtml(locale, appeal, f.appealUrl),
    ...(f.replyTo ? { replyTo: f.replyTo } : {}),
  };
};

/** The decision an appeal was about, as its outcome's notice tells it. */
export interface AppealedDecision {
  action: string;
  /** The video's title, the comment's opening, or the account's '@name'. */
  targetLabel: string;
  /** A comment's video. */
  videoTitle: string | null;
  /** A label's name (its slug) or other stored detail. */
  detail: string | null;
}

const decisionTextIn = (locale: Locale, d: AppealedDecision): string => {
  const key = `mail.appeal.decision.${d.action}`;
  switch (d.action) {
    case 'delete_video':
      return textIn(locale, key, { title: d.targetLabel });
    case 'label': {
      if (!d.detail) return textIn(locale, 'mail.appeal.decision.labelled', { title: d.targetLabel });
      const named = textIn(locale, `mail.label.${d.detail}`);
      const label = named === `mail.label.${d.detail}` ? d.detail : named;
      return textIn(locale, key, { title: d.targetLabel, label });
    }
    case 'remove_comment':
      return d.videoTitle
        ? textIn(locale, key, { comment: d.targetLabel, title: d.videoTitle })
        : textIn(locale, 'mail.appeal.decision.commentRemoved', { comment: d.targetLabel });
    case 'warn':
    case 'suspend':
    case 'ban':
      return textIn(locale, key);
    default:
      return textIn(locale, 'mail.appeal.decision.other');
  }
};

/** The outcome of an appeal, with the moderator's reason. */
export const appealDecided = (
  to: string,
  f: { decision: AppealedDecision; outcome: 'upheld' | 'overturned'; reason: string; replyTo?: string },
  locale: Locale = DEFAULT_LOCALE,
): MailMessage => {
  const lines = [
    textIn(locale, 'mail.appeal.youAppealed', { decision: decisionTextIn(locale, f.decision) }),
    textIn(locale, `mail.appeal.${f.outcome}.outcome`),
    textIn(locale, 'mail.decision.reason', { reason: toOneLine(f.reason) }),
  ];
  const outro = textIn(locale, f.replyTo ? 'mail.appeal.outroReply' : 'mail.appeal.outroNoReply');
  return {
    to,
    subject: textIn(locale, `mail.appeal.${f.outcome}.subject`),
    text: `${lines.join('\n\n')}\n\n${outro}\n\n${SIGNATURE}`,
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p>${escapeHtml(outro)}</p><p>${SIGNATURE}</p>`,
    ...(f.replyTo ? { replyTo: f.replyTo } : {}),
  };
};
