/** Query keys of the profiles feature. */
export const profileKeys = {
  all: ['profiles'] as const,
  public: (username: string) => [...profileKeys.all, 'public', username] as const,
  own: () => [...profileKeys.all, 'own'] as const,
  ownSocialLinks: () => [...profileKeys.all, 'own', 'social-links'] as const,
};
