import { toOneLine } from '@promptreel/contract';
import type { MailMessage } from './mailer.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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

/**
 * The removal notice. It comes from the no-reply sender, so it asks for a reply only when a
 * Reply-To address (MAIL_REPLY_TO, else the first admin) is there to receive it.
 */
export const videoRemoved = (
  to: string,
  f: { videoTitle: string; reasons: string[]; appealsUrl: string; replyTo?: string },
): MailMessage => ({
  ...linkMail(
    to,
    'Your video was removed from Promptreel',
    `Your video "${toOneLine(f.videoTitle)}" was removed after a review by our moderators. Reported for: ${f.reasons.join(', ')}.`,
    'Read the guidelines and how to appeal',
    f.appealsUrl,
    f.replyTo
      ? 'If you believe this was a mistake, you can appeal: reply to this e-mail and tell us why.'
      : 'If you believe this was a mistake, you can appeal: the link above explains how.',
  ),
  ...(f.replyTo ? { replyTo: f.replyTo } : {}),
});
