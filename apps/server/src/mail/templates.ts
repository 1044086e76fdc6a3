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
export {
  notificationDigest,
  notificationMail,
  notificationSentenceIn,
  type UnsubscribeLinks,
} from './notification-templates.js';
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

export const resetPassword = (to: string, url: string, locale: Locale = DEFAULT_LOCALE) =>
  linkMail(
    to,
    textIn(locale, 'mail.reset.subject', { brand: BRAND }),
    textIn(locale, 'mail.reset.intro', { brand: BRAND }),
    textIn(locale, 'mail.reset.action'),
    url,
    textIn(locale, 'mail.reset.outro'),
  );

export const dataExportReady = (to: string, url: string, days: number, locale: Locale = DEFAULT_LOCALE) =>
  linkMail(
    to,
    textIn(locale, 'mail.dataExport.subject', { brand: BRAND }),
    textIn(locale, 'mail.dataExport.intro'),
    textIn(locale, 'mail.dataExport.action'),
    url,
    textIn(locale, 'mail.dataExport.outro', { days, brand: BRAND }),
  );
