import {
  cataloguesResponseSchema,
  flagLimitSchema,
  meResponseSchema,
  type CataloguesResponse,
  type FlagLimit,
  type PublicProfile,
  type SessionUser,
  type VideoCard,
  type VideoDetail,
} from '@promptreel/contract';
import { http } from 'msw';
import { answer } from './server';

/** The signed-in reader of most tests: has a password, no second step yet. */
export const ALICE: SessionUser = {
  id: 'user-alice',
  username: 'alice',
  avatarUrl: null,
  email: 'alice@example.com',
  isAdmin: false,
  hasPassword: true,
  twoFactorEnabled: false,
};

/** GET /api/me: who the browser is signed in as (null for a visitor). */
export const signedInAs = (user: SessionUser | null) => http.get('/api/me', () => answer(meResponseSchema, { user }));

export const CATALOGUES: CataloguesResponse = {
  platforms: [
    { id: 1, slug: 'sora', label: 'Sora' },
    { id: 2, slug: 'veo', label: 'Veo' },
  ],
  categories: [
    { id: 10, slug: 'animation', label: 'Animation', emoji: '🎞️' },
    { id: 11, slug: 'nature', label: 'Nature', emoji: '🌿' },
  ],
  // The server's own (0002_catalogues.ts): the web names them in the page's language by id.
  flagCategories: [
    { id: 4, name: 'Spam', description: 'Repeated or unwanted promotional content' },
    { id: 5, name: 'Harassment', description: 'Targets or harasses individuals or groups' },
  ],
};

/** GET /api/catalogues: platforms, categories and report categories. */
export const catalogues = () => http.get('/api/catalogues', () => answer(cataloguesResponseSchema, CATALOGUES));

export const FLAG_LIMIT_FRESH: FlagLimit = { flagsToday: 0, limitReached: false, limit: 3, remaining: 3 };

/** GET /api/flag-limit: today's reports. */
export const flagLimit = (limit: FlagLimit = FLAG_LIMIT_FRESH) =>
  http.get('/api/flag-limit', () => answer(flagLimitSchema, limit));

/** A video card as lists carry it: Bob's 'Neon koi', made with Sora, in Animation. */
export function videoCard(overrides: Partial<VideoCard> = {}): VideoCard {
  const id = overrides.id ?? 7;
  return {
    id,
    title: 'Neon koi',
    channel: '@bob',
    ownerId: 'user-bob',
    ownerUsername: 'bob',
    ownerAvatarUrl: null,
    views: '12 views',
    viewsCount: 12,
    createdAt: '2026-03-01T10:00:00.000Z',
    claps: 3,
    comments: 1,
    publicUrl: `/media/videos/${id}.mp4`,
    posterUrl: `/media/videos/${id}.jpg`,
    posterVariants: [],
    renditions: [],
    platform: 'Sora',
    platformId: 1,
    platformSlug: 'sora',
    categoryId: 10,
    categoryLabel: 'Animation',
    categorySlug: 'animation',
    categoryEmoji: '🎞️',
    prompt: null,
    isOwned: false,
    orientation: 'portrait',
    width: 1080,
    height: 1920,
    clapped: false,
    provenance: null,
    labels: [],
    allowRemixes: true,
    visibility: 'public',
    publishAt: null,
    ...overrides,
  };
}

/** A video's page as GET /api/videos/:id answers it: `card` with no more than a card says. */
export function videoDetail(card: VideoCard = videoCard(), overrides: Partial<VideoDetail> = {}): VideoDetail {
  return {
    ...card,
    subtitle: null,
    sizeBytes: null,
    durationMs: null,
    processing: false,
    processingPercent: null,
    captions: [],
    recipe: null,
    fileRecipe: null,
    remix: null,
    remixCount: 0,
    ...overrides,
  };
}

/** Bob's profile as another signed-in reader sees it: 11 followers, following 3, not followed. */
export const BOB_PROFILE: PublicProfile = {
  id: 'user-bob',
  username: 'bob',
  avatarUrl: null,
  bio: null,
  location: null,
  joinedAt: '2026-01-05T10:00:00.000Z',
  followers: 11,
  following: 3,
  socialLinks: [],
  isFollowing: false,
  isSelf: false,
  viewer: { blocked: false, blockedBy: false, muted: false },
};
