import { DEFAULT_LOCALE, type Locale, toOneLine } from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import { BRAND, textIn } from '../lib/texts.js';
import type { MailMessage } from './mailer.js';
import { htmlIn } from './rich-text.js';

/** The admins' notices of new reports: on a video, a comment or a profile, each in its admin's language. */

/** A report's category, as the server seeds it (FLAG_CATEGORIES): its id, and its English name. */
interface ReportCategory {
  id: number;
  name: string;
}

/** A category's name in `locale` (mail.reportCategory.<id>); one added later, by its English name. */
const categoryIn = (locale: Locale, category: ReportCategory): string => {
  const key = `mail.reportCategory.${category.id}`;
  const named = textIn(locale, key);
  return named === key ? category.name : named;
};

export const flagNotification = (
  to: string,
  f: {
    videoTitle: string;
    videoUrl: string;
    reporter: string;
    category: ReportCategory;
    reason: string;
    timestamp: number | null;
  },
  locale: Locale = DEFAULT_LOCALE,
): MailMessage => {
  const title = toOneLine(f.videoTitle);
  const category = categoryIn(locale, f.category);
  const details = [
    textIn(locale, 'mail.report.reportedBy', { reporter: f.reporter }),
    f.timestamp != null
      ? textIn(locale, 'mail.report.categoryAt', {
          category,
          time: `${Math.floor(f.timestamp / 60)}:${String(f.timestamp % 60).padStart(2, '0')}`,
        })
      : textIn(locale, 'mail.report.category', { category }),
    textIn(locale, 'mail.report.reason', { reason: f.reason }),
  ];
  const reported = textIn(locale, 'mail.report.videoReported', { brand: BRAND });
  return {
    to,
    subject: toOneLine(textIn(locale, 'mail.report.subject', { category, title })),
    text: [reported, ``, textIn(locale, 'mail.report.video', { title, url: f.videoUrl }), ...details].join('\n'),
    html:
      `<p>${escapeHtml(reported)}</p>` +
      `<p>${htmlIn(locale, 'mail.report.videoHtml', [f.videoUrl], { title })}</p>` +
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
    category: ReportCategory;
    reason: string;
  },
  locale: Locale = DEFAULT_LOCALE,
): MailMessage => {
  const label = toOneLine(f.label);
  const comment = f.target === 'comment';
  const category = categoryIn(locale, f.category);
  const details = [
    ...(comment
      ? [
          textIn(locale, 'mail.report.commentBy', {
            author: f.author ?? textIn(locale, 'mail.report.unknownAuthor'),
            title: toOneLine(f.videoTitle ?? ''),
          }),
        ]
      : []),
    textIn(locale, 'mail.report.reportedBy', { reporter: f.reporter }),
    textIn(locale, 'mail.report.category', { category }),
    textIn(locale, 'mail.report.reason', { reason: f.reason }),
  ];
  const reported = textIn(locale, comment ? 'mail.report.commentReported' : 'mail.report.profileReported', {
    brand: BRAND,
  });
  const line = textIn(locale, comment ? 'mail.report.comment' : 'mail.report.profile', { label });
  return {
    to,
    subject: toOneLine(
      textIn(locale, comment ? 'mail.report.commentSubject' : 'mail.report.profileSubject', {
        category,
        label,
      }),
    ),
    text: [reported, ``, `${line} (${f.url})`, ...details].join('\n'),
    html:
      `<p>${escapeHtml(reported)}</p>` +
      `<p><a href="${escapeHtml(f.url)}">${escapeHtml(line)}</a></p>` +
      details.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
};
