import { toOneLine } from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import type { MailMessage } from './mailer.js';

function linkMail(to: string, subject: string, intro: string, action: string, url: string, outro: string): MailMessage {
  return {
    to,
    // Input is cleaned at the contract, but a row written before that may still hold a line break.
    subject: toOneLine(subject),
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— Promptreel`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>— Promptreel</p>`,
  };
}

export const confirmEmail = (to: string, url: string) =>
  linkMail(
    to,
    'Confirm your email for Promptreel',
    'Welcome to Promptreel! Please confirm your e-mail address to finish signing up.',
    'Confirm your email',
    url,
    'If you did not sign up, you can ignore this message.',
  );

export const resetPassword = (to: string, url: string) =>
  linkMail(
    to,
    'Reset your Promptreel password',
    'Someone asked to reset the password of your Promptreel account.',
    'Choose a new password',
    url,
    'The link works once and expires in one hour. If it was not you, ignore this message: your password stays as it is.',
  );

export const dataExportReady = (to: string, url: string, days: number) =>
  linkMail(
    to,
    'Your Promptreel data is ready',
    'The copy of your data you asked for is ready: your profile, your videos with their files, prompts and captions, your comments, claps, follows and reports, as JSON in a ZIP file.',
    'Download your data',
    url,
    `The link works for ${days} days, and only while you are signed in to Promptreel. If you did not ask for this, change your password.`,
  );

export const flagNotification = (
  to: string,
  f: {
    videoTitle: string;
    videoUrl: string;
    reporter: string;
    category: string;
    reason: string;
    timestamp: number | null;
  },
): MailMessage => {
  const at =
    f.timestamp != null ? ` at ${Math.floor(f.timestamp / 60)}:${String(f.timestamp % 60).padStart(2, '0')}` : '';
  const title = toOneLine(f.videoTitle);
  const details = [`Reported by: @${f.reporter}`, `Category: ${f.category}${at}`, `Reason: ${f.reason}`];
  return {
    to,
    subject: toOneLine(`Report: ${f.category} — ${title}`),
    text: [`A video was reported on Promptreel.`, ``, `Video: ${title} (${f.videoUrl})`, ...details].join('\n'),
    html:
      `<p>A video was reported on Promptreel.</p>` +
      `<p>Video: <a href="${escapeHtml(f.videoUrl)}">${escapeHtml(title)}</a></p>` +
      details.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
};

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
  const appeal = f.replyTo
    ? `If you believe this was a mistake, appeal here: ${f.appealUrl} (you can also reply to this e-mail).`
    : `If you believe this was a mistake, appeal here: ${f.appealUrl} Replies to this e-mail are not read.`;
  return {
    to,
    subject,
    text: [...details, '', appeal, '', '— Promptreel'].join('\n'),
    html:
      details.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p><a href="${escapeHtml(f.sectionUrl)}">Read the guideline: ${escapeHtml(f.sectionTitle)}</a></p>` +
      `<p>${escapeHtml(appeal)}</p><p><a href="${escapeHtml(f.appealUrl)}">Appeal this decision</a></p><p>— Promptreel</p>`,
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
  const appeal = f.replyTo
    ? `If you believe this was a mistake, appeal here: ${f.appealUrl} (you can also reply to this e-mail).`
    : `If you believe this was a mistake, appeal here: ${f.appealUrl} Replies to this e-mail are not read.`;
  return {
    to,
    subject: 'A label was added to your video on Promptreel',
    text: [...details, '', appeal, '', '— Promptreel'].join('\n'),
    html:
      details.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p>${escapeHtml(appeal)}</p><p><a href="${escapeHtml(f.appealUrl)}">Appeal this decision</a></p><p>— Promptreel</p>`,
    ...(f.replyTo ? { replyTo: f.replyTo } : {}),
  };
};

/** The admins' notice of a report on a comment or a profile, shaped like the video one. */
export const targetFlagNotification = (
  to: string,
  f: {
    target: 'comment' | 'profile';
    /** The comment's opening, or '@name'. */
    label: string;
    /** Where to see it: the comment's video, or the profile. */
    url: string;
    /** The comment's author and video, for a comment. */
    author?: string;
    videoTitle?: string;
    reporter: string;
    category: string;
    reason: string;
  },
): MailMessage => {
  const label = toOneLine(f.label);
  const what = f.target === 'comment' ? 'A comment' : 'A profile';
  const details = [
    ...(f.target === 'comment' ? [`By: @${f.author ?? 'unknown'} on “${toOneLine(f.videoTitle ?? '')}”`] : []),
    `Reported by: @${f.reporter}`,
    `Category: ${f.category}`,
    `Reason: ${f.reason}`,
  ];
  const line = f.target === 'comment' ? `Comment: “${label}”` : `Profile: ${label}`;
  return {
    to,
    subject: toOneLine(`Report: ${f.category} — ${f.target === 'comment' ? 'comment' : 'profile'} ${label}`),
    text: [`${what} was reported on Promptreel.`, ``, `${line} (${f.url})`, ...details].join('\n'),
    html:
      `<p>${what} was reported on Promptreel.</p>` +
      `<p><a href="${escapeHtml(f.url)}">${escapeHtml(line)}</a></p>` +
      details.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
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

/**
 * The one-click unsubscribe of RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to the
 * address in List-Unsubscribe; the link in the text opens a page that asks first.
 */
function unsubscribeHeaders(postUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${postUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface UnsubscribeLinks {
  /** The API address a mail client POSTs to. */
  post: string;
  /** The page a person opens from the text. */
  page: string;
  settings: string;
}

export const notificationMail = (to: string, sentence: string, url: string, unsubscribe: UnsubscribeLinks) => {
  const intro = `${toOneLine(sentence)}.`;
  const outro = `You get these e-mails because of your notification settings (${unsubscribe.settings}). Unsubscribe from this kind of e-mail: ${unsubscribe.page}`;
  return {
    ...linkMail(to, toOneLine(sentence), intro, 'See it on Promptreel', url, outro),
    headers: unsubscribeHeaders(unsubscribe.post),
  } satisfies MailMessage;
};

export const notificationDigest = (
  to: string,
  items: { sentence: string; url: string }[],
  unsubscribe: UnsubscribeLinks,
): MailMessage => {
  const lines = items.map((i) => `- ${toOneLine(i.sentence)}: ${i.url}`);
  const outro = `You get this digest once a day at most, because of your notification settings (${unsubscribe.settings}). Stop these e-mails: ${unsubscribe.page}`;
  return {
    to,
    subject:
      items.length === 1
        ? 'Your day on Promptreel: 1 new notification'
        : `Your day on Promptreel: ${items.length} new notifications`,
    text: `What happened on Promptreel since your last digest:\n\n${lines.join('\n')}\n\n${outro}\n\n— Promptreel`,
    html: `<p>What happened on Promptreel since your last digest:</p><ul>${items
      .map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(toOneLine(i.sentence))}</a></li>`)
      .join('')}</ul><p>${escapeHtml(outro)}</p><p>— Promptreel</p>`,
    headers: unsubscribeHeaders(unsubscribe.post),
  };
};
