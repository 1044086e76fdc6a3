import { textOr } from './i18n';
import type { MessageKey } from './message-keys';

/**
 * The video categories and the platform 'Other' in the page's language, by slug (the server seeds
 * them in English: apps/server/src/db/migrations/0002_catalogues.ts). The platforms' own names are
 * proper nouns and stay as they are. Feed cards show them, so their texts are in boot/.
 */
const CATEGORY_KEYS: Readonly<Record<string, MessageKey>> = {
  animation: 'catalogues.categoryAnimation',
  cinematic: 'catalogues.categoryCinematic',
  'music-video': 'catalogues.categoryMusicVideo',
  nature: 'catalogues.categoryNature',
  'sci-fi': 'catalogues.categorySciFi',
  fantasy: 'catalogues.categoryFantasy',
  abstract: 'catalogues.categoryAbstract',
  comedy: 'catalogues.categoryComedy',
  characters: 'catalogues.categoryCharacters',
  'product-ads': 'catalogues.categoryProductAds',
  tutorial: 'catalogues.categoryTutorial',
  other: 'catalogues.categoryOther',
};

const PLATFORM_KEYS: Readonly<Record<string, MessageKey>> = { other: 'catalogues.platformOther' };

/** A category's name: 'Animación' for 'animation'; the server's `label` for a slug not known here. */
export const categoryName = (slug: string | null, label: string): string => textOr(CATEGORY_KEYS, slug, label);

/** A platform's name: its own ('Sora'), but 'Otra' for 'other' in Spanish. */
export const platformName = (slug: string | null, label: string): string => textOr(PLATFORM_KEYS, slug, label);
