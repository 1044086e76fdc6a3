import { DEFAULT_LOCALE, type Locale, type Notification, toOneLine } from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import { BRAND, textIn } from '../lib/texts.js';
import type { MailMessage } from './mailer.js';
import { linkMail, SIGNATURE } from './link-mail.js';

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

/** The sentence a notification is e-mailed as, in the reader's language ('@y remixed your video …'). */
export function notificationSentenceIn(
  locale: Locale,
  n: Pick<Notification, 'kind' | 'actor' | 'othersCount' | 'video' | 'text'>,
): string {
  const who = textIn(locale, 'mail.notice.who', {
    name: n.actor?.username ?? textIn(locale, 'mail.notice.someone'),
    others: n.othersCount,
  });
  const aVideo = () => textIn(locale, 'mail.notice.aVideo');
  switch (n.kind) {
    case 'follow':
      return textIn(locale, 'mail.notice.follow', { who });
    case 'comment':
    case 'reply':
    case 'clap':
    case 'upload':
      return textIn(locale, `mail.notice.${n.kind}`, { who, title: n.video?.title ?? aVideo() });
    case 'remix':
      // `video` is the remix (where it leads); `text` the title of the video it remixes.
      return textIn(locale, 'mail.notice.remix', { who, title: n.text ?? aVideo() });
    default:
      // A moderator's decision, in the words of its notice (already in the person's language).
      return n.text ?? textIn(locale, 'mail.notice.moderation');
  }
}

export const notificationMail = (
  to: string,
  sentence: string,
  url: string,
  unsubscribe: UnsubscribeLinks,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const line = toOneLine(sentence);
  const intro = textIn(locale, 'mail.notification.intro', { sentence: line });
  const outro = textIn(locale, 'mail.notification.outro', { settings: unsubscribe.settings, page: unsubscribe.page });
  return {
    ...linkMail(to, line, intro, textIn(locale, 'mail.notification.action', { brand: BRAND }), url, outro),
    headers: unsubscribeHeaders(unsubscribe.post),
  } satisfies MailMessage;
};

export const notificationDigest = (
  to: string,
  items: { sentence: string; url: string }[],
  unsubscribe: UnsubscribeLinks,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage => {
  const lines = items.map((i) => `- ${toOneLine(i.sentence)}: ${i.url}`);
  const intro = textIn(locale, 'mail.digest.intro', { brand: BRAND });
  const outro = textIn(locale, 'mail.digest.outro', { settings: unsubscribe.settings, page: unsubscribe.page });
  return {
    to,
    subject: textIn(locale, 'mail.digest.subject', { brand: BRAND, count: items.length }),
    text: `${intro}\n\n${lines.join('\n')}\n\n${outro}\n\n${SIGNATURE}`,
    html: `<p>${escapeHtml(intro)}</p><ul>${items
      .map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(toOneLine(i.sentence))}</a></li>`)
      .join('')}</ul><p>${escapeHtml(outro)}</p><p>${SIGNATURE}</p>`,
    headers: unsubscribeHeaders(unsubscribe.post),
  };
};
