/** The one person the e2e "Google" (a local OpenID provider, e2e/serve.ts) signs in. */
export const E2E_GOOGLE_ACCOUNT = {
  sub: '424242424242424242424',
  email: 'grace.google@example.test',
  emailVerified: true,
  name: 'Grace Google',
  picture: 'https://images.example.test/grace.png',
};
