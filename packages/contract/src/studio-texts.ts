/**
 * The creator's Studio (issue 36 goal 2): values and words, free of zod so a page's first load can
 * read them (studio.ts holds the schemas).
 */

/** The periods the Studio offers, in days ending today (UTC days). */
export const STUDIO_PERIODS = [7, 28, 90] as const;
export type StudioPeriod = (typeof STUDIO_PERIODS)[number];
export const DEFAULT_STUDIO_PERIOD: StudioPeriod = 28;

/**
 * Where a counted view came from. The page that played the video says it: a feed tab, search, a
 * profile, a collection, an embed; a video page opened from another site is 'other-site', and one
 * opened by its address (or from a page that names nothing) is 'direct'.
 */
export const VIEW_SOURCES = [
  'latest',
  'hot',
  'following',
  'for-you',
  'search',
  'profile',
  'collection',
  'embed',
  'other-site',
  'direct',
] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

export const VIEW_SOURCE_LABELS: Record<ViewSource, string> = {
  latest: 'Latest',
  hot: 'Hot',
  following: 'Following',
  'for-you': 'For You',
  search: 'Search',
  profile: 'Profiles',
  collection: 'Collections',
  embed: 'Embeds',
  'other-site': 'Other sites',
  direct: 'Direct or unknown',
};

/** The retention curve's points: the share of views still watching at 0 %, 10 %, … 100 % of the clip. */
export const RETENTION_POINTS = 11;

export const STUDIO_TEXTS = {
  title: 'Studio',
  periodLabel: 'Period',
  period: (days: number) => `Last ${days} days`,
  views: 'Views',
  uniqueViewers: 'Unique viewers',
  claps: 'Claps',
  comments: 'Comments',
  saves: 'Saves',
  remixes: 'Remixes',
  averageShare: 'Average watched',
  retention: 'Retention',
  sources: 'Where views came from',
  viewsPerDay: 'Views per day',
  yourVideos: 'Your videos',
  allVideos: 'All your videos',
  downloadCsv: 'Download CSV',
  noVideos: 'Upload a video to see its statistics here.',
  periodInvalid: `days must be one of ${STUDIO_PERIODS.join(', ')}`,
  videoNotFound: 'Video not found',
} as const;
