import type { FlagCategory } from '@promptreel/contract';
import { textOr } from './i18n';
import type { MessageKey } from './message-keys';

/**
 * The report categories in the page's language, by id (the server seeds them in English:
 * FLAG_CATEGORIES in apps/server/src/db/migrations/0002_catalogues.ts). The report dialog, the
 * community guidelines and the admin desk name them.
 */
const NAME_KEYS: Readonly<Record<number, MessageKey>> = {
  1: 'catalogues.flagInappropriate',
  2: 'catalogues.flagCopyright',
  3: 'catalogues.flagMisinformation',
  4: 'catalogues.flagSpam',
  5: 'catalogues.flagHarassment',
  6: 'catalogues.flagViolence',
  7: 'catalogues.flagNotAi',
  8: 'catalogues.flagUnauthorisedUpload',
  9: 'catalogues.flagOther',
};

const DESCRIPTION_KEYS: Readonly<Record<number, MessageKey>> = {
  1: 'catalogues.flagInappropriateAbout',
  2: 'catalogues.flagCopyrightAbout',
  3: 'catalogues.flagMisinformationAbout',
  4: 'catalogues.flagSpamAbout',
  5: 'catalogues.flagHarassmentAbout',
  6: 'catalogues.flagViolenceAbout',
  7: 'catalogues.flagNotAiAbout',
  8: 'catalogues.flagUnauthorisedUploadAbout',
  9: 'catalogues.flagOtherAbout',
};

/** A report category's name ('Spam'); the server's own for an id not known here. */
export const flagCategoryName = ({ id, name }: Pick<FlagCategory, 'id' | 'name'>): string =>
  textOr(NAME_KEYS, id, name);

/** What a report category covers; the server's own words for an id not known here. */
export const flagCategoryDescription = ({ id, description }: Pick<FlagCategory, 'id' | 'description'>): string =>
  textOr(DESCRIPTION_KEYS, id, description);
