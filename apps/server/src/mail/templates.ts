import type { MailMessage } from './mailer.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function linkMail(to: string, subject: string, intro: string, action: string, url: string, outro: string): MailMessage {
  return {
    to,
    subject,
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
  const lines = [
    `A video was reported on Promptreel.`,
    ``,
    `Video: ${f.videoTitle} (${f.videoUrl})`,
    `Reported by: @${f.reporter}`,
    `Category: ${f.category}${at}`,
    `Reason: ${f.reason}`,
  ];
  return {
    to,
    subject: `Report: ${f.category} — ${f.videoTitle}`,
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
};

export const videoRemoved = (
  to: string,
  f: { videoTitle: string; reasons: string[]; appealsUrl: string },
): MailMessage =>
  linkMail(
    to,
    'Your video was removed from Promptreel',
    `Your video "${f.videoTitle}" was removed after a review by our moderators. Reported for: ${f.reasons.join(', ')}.`,
    'Read the guidelines and how to appeal',
    f.appealsUrl,
    'If you believe this was a mistake, you can appeal: reply with the link above in mind and tell us why.',
  );
