/** When the community guidelines last changed, as the page shows it. */
export const GUIDELINES_LAST_UPDATED = { iso: '2025-08-31', text: '31 August 2025' } as const;
