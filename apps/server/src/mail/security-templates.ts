import { DEFAULT_LOCALE, type Locale } from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import { BRAND, textIn } from '../lib/texts.js';
import type { MailMessage } from './mailer.js';
import { SIGNATURE } from './link-mail.js';
import { htmlIn } from './rich-text.js';

/** A change to how someone logs in; each one is told to the account's address (ASVS 2.2.3). */
export type SecurityChange =
  | 'passwordChanged'
  | 'passwordReset'
  | 'passwordResetPasskeysRemoved'
  | 'twoFactorOn'
  | 'twoFactorOff'
  | 'passkeyAdded'
  | 'passkeyRemoved';

/**
 * The security notice: sent for every such change, whatever the person's notification choices, and
 * it never carries a link that acts (only where to look), so a copy in the wrong hands does nothing.
 */
export function securityNotice(
  to: string,
  change: SecurityChange,
  settingsUrl: string,
  resetUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const line = textIn(locale, `mail.security.${change}.line`, { brand: BRAND });
  const wasYou = textIn(locale, 'mail.security.wasYou');
  const ifNot = textIn(locale, 'mail.security.ifNot', { resetUrl, settingsUrl });
  return {
    to,
    subject: textIn(locale, `mail.security.${change}.subject`, { brand: BRAND }),
    text: `${line}\n\n${wasYou}\n\n${ifNot}\n\n${SIGNATURE}`,
    html:
      `<p>${escapeHtml(line)}</p><p>${escapeHtml(wasYou)}</p>` +
      `<p>${htmlIn(locale, 'mail.security.ifNotHtml', [resetUrl, settingsUrl])}</p><p>${SIGNATURE}</p>`,
  };
}
