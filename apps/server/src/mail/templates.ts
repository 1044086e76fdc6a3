import { DEFAULT_LOCALE, type Locale } from '@promptreel/contract';
import { BRAND, textIn } from '../lib/texts.js';
import { linkMail } from './link-mail.js';

export {
  accountDecision,
  appealDecided,
  appealOutro,
  commentRemoved,
  videoLabelled,
  videoRemoved,
} from './decision-templates.js';
export { notificationDigest, notificationMail, type UnsubscribeLinks } from './notification-templates.js';
export { flagNotification, targetFlagNotification } from './report-templates.js';

export const confirmEmail = (to: string, url: string, locale: Locale = DEFAULT_LOCALE) =>
  linkMail(
    to,
    textIn(locale, 'mail.confirm.subject', { brand: BRAND }),
    textIn(locale, 'mail.confirm.intro', { brand: BRAND }),
    textIn(locale, 'mail.confirm.action'),
    url,
    textIn(locale, 'mail.confirm.outro'),
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

export const dataExportReady = (to: string, url: string, days: number) =>
  linkMail(
    to,
    'Your Promptreel data is ready',
    'The copy of your data you asked for is ready: your profile, your videos with their files, prompts and captions, your comments, claps, follows and reports, as JSON in a ZIP file.',
    'Download your data',
    url,
    `The link works for ${days} days, and only while you are signed in to Promptreel. If you did not ask for this, change your password.`,
  );
