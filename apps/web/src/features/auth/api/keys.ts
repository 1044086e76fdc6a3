/** Query keys of the auth feature. */
export const authKeys = {
  me: ['auth', 'me'] as const,
  options: ['auth', 'options'] as const,
};
