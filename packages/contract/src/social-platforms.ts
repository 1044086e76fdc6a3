// No zod here: a profile's links need the list, not the profile schemas (profiles.ts).

export const SOCIAL_PLATFORMS = ['twitter', 'instagram', 'youtube', 'website'] as const;
