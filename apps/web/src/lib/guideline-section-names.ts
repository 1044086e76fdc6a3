import type { GuidelineSectionSlug } from '@promptreel/contract';
import { textOr } from './i18n';
import type { MessageKey } from './message-keys';

/**
 * The community guidelines' sections a decision names (the contract's GUIDELINE_SECTIONS, in
 * English) in the page's language, in the words the guidelines page gives their rules.
 */
const TITLE_KEYS = {
  'not-ai': 'guidelines.titleNotAi',
  rights: 'guidelines.titleRights',
  deepfakes: 'guidelines.titleDeepfakes',
  minors: 'guidelines.titleMinors',
  misleading: 'guidelines.titleMisleading',
  harassment: 'guidelines.titleHarassment',
  violence: 'guidelines.titleViolence',
  'sexual-content': 'guidelines.titleSexualContent',
  spam: 'guidelines.titleSpam',
  'unauthorised-uploads': 'guidelines.titleUnauthorisedUploads',
  age: 'guidelines.titleAge',
  disclosure: 'guidelines.titleDisclosure',
  accuracy: 'guidelines.titleAccuracy',
  provenance: 'guidelines.titleProvenance',
  reporting: 'guidelines.titleReporting',
} as const satisfies Record<GuidelineSectionSlug, MessageKey>;

/** A section's title by slug; `title`, the server's English, for one not known here. */
export const guidelineSectionName = (slug: string, title: string): string => textOr(TITLE_KEYS, slug, title);
