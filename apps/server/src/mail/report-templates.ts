import { toOneLine } from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import type { MailMessage } from './mailer.js';

/** The admins' notices of new reports: on a video, a comment or a profile. */

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
