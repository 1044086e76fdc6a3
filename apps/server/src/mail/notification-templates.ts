import { toOneLine } from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import type { MailMessage } from './mailer.js';
import { linkMail } from './link-mail.js';

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
