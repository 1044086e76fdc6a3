import { toOneLine } from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import { BRAND } from '../lib/texts.js';
import type { MailMessage } from './mailer.js';

/**
 * The common shape of a mail: an introduction, one link to act on, and what to do otherwise. Its
 * words come in the reader's language; only the layout and the signature (the site's name) are here.
 */
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
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\n${SIGNATURE}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>${SIGNATURE}</p>`,
  };
}

/** How every mail ends: the site's name, in no language. */
export const SIGNATURE = `— ${BRAND}`;
