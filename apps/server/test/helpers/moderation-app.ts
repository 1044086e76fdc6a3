import { signUpVerified } from './accounts.js';
import { factories } from './factories.js';
import { createTestApp } from './test-app.js';

export type Account = Awaited<ReturnType<typeof signUpVerified>>;

/**
 * An app for moderation tests with its cast: a creator, an author and an admin, signed up in that
 * order, and new accounts on demand. Addresses start with `prefix` so each file's are its own.
 */
export async function moderationApp(prefix: string) {
  const t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: `${prefix}-admin@example.test` });
  let n = 0;
  return {
    t,
    f: factories(t),
    creator: await signUpVerified(t, `${prefix}-creator@example.test`),
    author: await signUpVerified(t, `${prefix}-author@example.test`),
    admin: await signUpVerified(t, `${prefix}-admin@example.test`),
    /** A new account a call, numbered across roles: `${prefix}-reporter1@…`, `${prefix}-target2@…`. */
    newAccount: (role: string) => signUpVerified(t, `${prefix}-${role}${++n}@example.test`),
  };
}
