import { escapeHtml } from '../lib/escape-html.js';
import type { MailMessage } from './mailer.js';

/** A change to how someone logs in; each one is told to the account's address (ASVS 2.2.3). */
export type SecurityChange =
  | 'passwordChanged'
  | 'passwordReset'
  | 'passwordResetPasskeysRemoved'
  | 'twoFactorOn'
  | 'twoFactorOff'
  | 'passkeyAdded'
  | 'passkeyRemoved';

const WHAT: Record<SecurityChange, { subject: string; line: string }> = {
  passwordChanged: {
    subject: 'Your Promptreel password was changed',
    line: 'The password of your Promptreel account was changed.',
  },
  passwordReset: {
    subject: 'Your Promptreel password was reset',
    line: 'The password of your Promptreel account was reset with an e-mailed link. Your passkeys were kept.',
  },
  passwordResetPasskeysRemoved: {
    subject: 'Your Promptreel password was reset',
    line: 'The password of your Promptreel account was reset with an e-mailed link, and all its passkeys were removed.',
  },
  twoFactorOn: {
    subject: 'Two-factor authentication is on',
    line: 'Two-factor authentication was turned on for your Promptreel account.',
  },
  twoFactorOff: {
    subject: 'Two-factor authentication is off',
    line: 'Two-factor authentication was turned off for your Promptreel account.',
  },
  passkeyAdded: {
    subject: 'A passkey was added to your Promptreel account',
    line: 'A passkey was added to your Promptreel account. It can now be used to log in.',
  },
  passkeyRemoved: {
    subject: 'A passkey was removed from your Promptreel account',
    line: 'A passkey was removed from your Promptreel account.',
  },
};

/**
 * The security notice: sent for every such change, whatever the person's notification choices, and
 * it never carries a link that acts (only where to look), so a copy in the wrong hands does nothing.
 */
export function securityNotice(to: string, change: SecurityChange, settingsUrl: string, resetUrl: string): MailMessage {
  const { subject, line } = WHAT[change];
  const ifNot = `If this was not you, reset your password at once (${resetUrl}) and check your log-in settings (${settingsUrl}).`;
  return {
    to,
    subject,
    text: `${line}\n\nIf this was you, there is nothing to do.\n\n${ifNot}\n\n— Promptreel`,
    html:
      `<p>${escapeHtml(line)}</p><p>If this was you, there is nothing to do.</p>` +
      `<p>If this was not you, <a href="${escapeHtml(resetUrl)}">reset your password</a> at once and check your ` +
      `<a href="${escapeHtml(settingsUrl)}">log-in settings</a>.</p><p>— Promptreel</p>`,
  };
}
