import { toOneLine } from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import type { MailMessage } from './mailer.js';

/** The common shape of a mail: an introduction, one link to act on, and what to do otherwise. */
export function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): MailMessage {
  return {
    to,
    // Input is cleaned at the contract, but a row written before that may still hold a line break.
    subject: toOneLine(subject),
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— Promptreel`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>— Promptreel</p>`,
  };
}
