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

export const dataExportReady = (to: string, url: string, days: number) =>
  linkMail(
    to,
    'Your Promptreel data is ready',
    'The copy of your data you asked for is ready: your profile, your videos with their files, prompts and captions, your comments, claps, follows and reports, as JSON in a ZIP file.',
    'Download your data',
    url,
    `The link works for ${days} days, and only while you are signed in to Promptreel. If you did not ask for this, change your password.`,
  );
