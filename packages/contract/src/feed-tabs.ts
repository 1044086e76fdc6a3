// Free of zod, like every module the first load of a page imports: one zod import here would bring
// zod's code into that load (the web app's entry chunk holds every module it reaches).

export const FEED_TABS = ['latest', 'hot', 'foryou', 'following'] as const;
