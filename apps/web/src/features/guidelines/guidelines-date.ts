/** When the community guidelines last changed (the page shows it as a date in its language). */
export const GUIDELINES_LAST_UPDATED = { iso: '2025-08-31' } as const;
