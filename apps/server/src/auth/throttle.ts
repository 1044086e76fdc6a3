import type { AuthThrottleRepository } from '../repositories/auth-throttle.repository.js';

/** After this many sign-in attempts for one e-mail in the window, the account refuses more (ASVS V2.2.1). */
export const SIGN_IN_ATTEMPTS = { max: 5, windowMs: 15 * 60_000 };
/** Reset and confirmation mails one recipient gets at most, per kind, per window. */
export const MAILS_PER_RECIPIENT = { max: 3, windowMs: 60 * 60_000 };

export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed sign-in attempts for this account. Please try again in 15 minutes.';

const PRUNE_EVERY_MS = 60_000;
const LONGEST_WINDOW_MS = Math.max(SIGN_IN_ATTEMPTS.windowMs, MAILS_PER_RECIPIENT.windowMs);

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Limits by account and by recipient, whatever the client's address: the per-address limits of the
 * auth library cannot stop an attacker with many addresses. Counts live in the database, so every
 * instance agrees. `enabled: false` (AUTH_RATE_LIMIT=0) turns them off with the other auth limits.
 */
export function createAuthThrottle(repo: AuthThrottleRepository, enabled: boolean) {
  let lastPrune = 0;
  const hit = async (key: string, windowMs: number) => {
    const now = Date.now();
    if (now - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now;
      await repo.prune(now - LONGEST_WINDOW_MS);
    }
    return { now, ...(await repo.hit(key, windowMs, now)) };
  };

  return {
    /**
     * Counts a sign-in attempt for the e-mail before the password is checked (so parallel guesses
     * count too). Null when it may go ahead, else the seconds until the account's window ends.
     */
    async signInAttempt(email: string): Promise<number | null> {
      if (!enabled) return null;
      const { now, count, windowStart } = await hit(`sign-in:${normalise(email)}`, SIGN_IN_ATTEMPTS.windowMs);
      if (count <= SIGN_IN_ATTEMPTS.max) return null;
      return Math.max(1, Math.ceil((windowStart + SIGN_IN_ATTEMPTS.windowMs - now) / 1000));
    },

    /** The right password was given: earlier failures no longer count against the account. */
    async signInSucceeded(email: string): Promise<void> {
      if (enabled) await repo.clear(`sign-in:${normalise(email)}`);
    },

    /** Whether one more mail of this kind may go to the recipient now (and counts it when so). */
    async mayMail(kind: 'reset' | 'confirm', email: string): Promise<boolean> {
      if (!enabled) return true;
      const { count } = await hit(`${kind}-mail:${normalise(email)}`, MAILS_PER_RECIPIENT.windowMs);
      return count <= MAILS_PER_RECIPIENT.max;
    },
  };
}
