import type { ViewSource } from '@promptreel/contract';
import type { MessageKey } from '../../../lib/message-keys';

/** Each figure's name, in the tiles, the table and the CSV. */
export const FIGURE_NAMES = {
  views: 'studio.views',
  uniqueViewers: 'studio.uniqueViewers',
  claps: 'studio.claps',
  comments: 'studio.comments',
  saves: 'studio.saves',
  remixes: 'studio.remixes',
  averageShare: 'studio.averageShare',
} as const satisfies Record<string, MessageKey>;

/** Where a view came from, as 'Where views came from' names it. */
export const SOURCE_NAMES = {
  latest: 'studio.sourceLatest',
  hot: 'studio.sourceHot',
  following: 'studio.sourceFollowing',
  'for-you': 'studio.sourceForYou',
  search: 'studio.sourceSearch',
  profile: 'studio.sourceProfiles',
  collection: 'studio.sourceCollections',
  embed: 'studio.sourceEmbeds',
  'other-site': 'studio.sourceOtherSites',
  direct: 'studio.sourceDirect',
} as const satisfies Record<ViewSource, MessageKey>;
