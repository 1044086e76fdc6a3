import type { Orientation } from './catalogues.js';
import type { FeedTab } from './videos.js';

/**
 * Every route of the web app. `path` is the router pattern (apps/web/src/app/routes-table.tsx);
 * `href` builds a link. Components link through these builders, never through pasted strings, and
 * the server answers 200 or 404 for a page from the same patterns (apps/server/src/pages).
 */

type SearchValue = string | number | null | undefined;

function withQuery(path: string, query: Record<string, SearchValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const enc = encodeURIComponent;

export interface FeedParams {
  tab?: FeedTab;
  platform?: string | null;
  category?: string | null;
  orientation?: Orientation | null;
}

export interface SearchParams {
  q?: string | null;
  platform?: string | null;
  orientation?: Orientation | null;
}

/** The sections of /settings (spec: Edit Profile, Password, Social Profiles, Delete Account; and blocks and mutes, your data). */
export const SETTINGS_SECTIONS = [
  'profile',
  'password',
  'security',
  'notifications',
  'social',
  'blocked',
  'feed',
  'language',
  'data',
  'delete',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const paths = {
  home: {
    path: '/',
    href: (params: FeedParams = {}) =>
      withQuery('/', {
        // Latest is the default tab: leave it out so the home link stays '/'.
        tab: params.tab === 'latest' ? undefined : params.tab,
        platform: params.platform,
        category: params.category,
        orientation: params.orientation,
      }),
  },
  upload: { path: '/upload', href: () => '/upload' },
  video: {
    path: '/video/:id',
    href: (id: number | string, hash?: 'prompt' | 'comments') => `/video/${enc(String(id))}${hash ? `#${hash}` : ''}`,
    flagHref: (id: number | string) => withQuery(`/video/${enc(String(id))}`, { flag: 'true' }),
  },
  profile: { path: '/u/:username', href: (username: string) => `/u/${enc(username)}` },
  followers: { path: '/u/:username/followers', href: (username: string) => `/u/${enc(username)}/followers` },
  following: { path: '/u/:username/following', href: (username: string) => `/u/${enc(username)}/following` },
  /** A collection's page: a public one, or one's own private one (issue 36). */
  collection: {
    path: '/u/:username/collections/:id',
    href: (username: string, id: number) => `/u/${enc(username)}/collections/${id}`,
  },
  login: {
    path: '/login',
    /** `next`: where to go after signing in (a path of this site). */
    href: (next?: string | null) => withQuery('/login', { next: next && next !== '/' ? next : undefined }),
  },
  authCallback: { path: '/auth/callback', href: () => '/auth/callback' },
  authConfirm: { path: '/auth/confirm', href: () => '/auth/confirm' },
  reset: { path: '/reset', href: () => '/reset' },
  /** The e-mailed link lands here with `?token=`. */
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  signup: { path: '/signup', href: () => '/signup' },
  settings: {
    path: '/settings',
    href: (section?: SettingsSection) =>
      withQuery('/settings', { section: section === 'profile' ? undefined : section }),
  },
  notifications: { path: '/notifications', href: () => '/notifications' },
  /** The creator's statistics (issue 36): all their videos, or one with `video`; `days` 7, 28 or 90. */
  studio: {
    path: '/studio',
    href: (params: { video?: number | null; days?: number | null } = {}) =>
      withQuery('/studio', { video: params.video, days: params.days === 28 ? undefined : params.days }),
  },
  /** An e-mail's unsubscribe link lands here with `?token=`. */
  unsubscribe: { path: '/unsubscribe', href: () => '/unsubscribe' },
  search: {
    path: '/search',
    href: (params: SearchParams = {}) =>
      withQuery('/search', { q: params.q?.trim(), platform: params.platform, orientation: params.orientation }),
  },
  guidelines: {
    path: '/community-guidelines',
    href: (section?: 'appeals') => `/community-guidelines${section ? `#${section}` : ''}`,
  },
  admin: { path: '/admin', href: () => '/admin' },
  appeal: { path: '/appeals/:decision', href: (decisionId: number) => `/appeals/${decisionId}` },
} as const;
