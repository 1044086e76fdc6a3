import { APIError, betterAuth } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { getSessionCookie } from 'better-auth/cookies';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import type { Locale } from '@promptreel/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { webRequestLocale } from '../http/request-locale.js';
import { mailLocale } from '../mail/mail-locale.js';
import { confirmEmail, resetPassword } from '../mail/templates.js';
import { createAuthThrottleRepository } from '../repositories/auth-throttle.repository.js';
import { createTotpStepsRepository } from '../repositories/totp-steps.repository.js';
import { type BackgroundLog, createBackgroundTasks } from './background.js';
import { passkeys } from './passkeys.js';
import { quietContexts } from './quiet-contexts.js';
import { instanceRateLimitStore } from './rate-limit-store.js';
import { createSecurityHooks } from './security-hooks.js';
import { ACCOUNT_LOCKED_MESSAGE, createAuthThrottle } from './throttle.js';

export interface AuthHooks {
  /** Runs after the auth library created a user: make the profile. */
  onUserCreated(user: { id: string; email: string; name?: string | null }): Promise<void>;
  /** Refuses a new session (sign-in) for a deleted account by returning a reason. */
  refuseSignIn(userId: string): Promise<string | null>;
  /** True when the user has a password of ours (not Google-only): Google accounts get no reset link. */
  hasPassword(userId: string): Promise<boolean>;
  /** The language the account chose (null when never chosen), for its e-mails. */
  localeOf(userId: string): Promise<Locale | null>;
}

export const AUTH_BASE_PATH = '/api/auth';
export const GOOGLE_PROVIDER_ID = 'google';
export const DELETED_ACCOUNT_MESSAGE = 'Your account has been deleted. You have been signed out.';
const COOKIE_PREFIX = 'promptreel';

/**
 * Whether a Cookie header may carry a session (plain or `__Secure-` prefixed): without one there is
 * nothing to look up, so a visitor's request never reaches the session store.
 */
export function mayCarrySession(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieHeader.includes(`${COOKIE_PREFIX}.session_token=`);
}

/** The session token a request's cookie carries (signed as `token.signature`), whether or not it is valid. */
export function sessionTokenFrom(headers: Headers): string | null {
  return getSessionCookie(headers, { cookiePrefix: COOKIE_PREFIX })?.split('.')[0] || null;
}

/**
 * better-auth on our own Kysely instance and tables (snake_case columns mapped below).
 * It owns passwords (scrypt), sessions (HttpOnly cookies), e-mail verification, reset tokens,
 * OAuth/OIDC and rate limits; our code never handles a password or a token itself.
 */
export function createAuth(deps: {
  db: Kysely<Database>;
  dialect: DialectName;
  config: Config;
  secret: string;
  mailer: Mailer;
  hooks: AuthHooks;
  trustedOrigins: string[];
  log: BackgroundLog;
}) {
  const { config, mailer, hooks } = deps;
  const throttle = createAuthThrottle(createAuthThrottleRepository(deps.db), config.authRateLimit > 0);
  const background = createBackgroundTasks(deps.log);
  const security = createSecurityHooks({
    mailer,
    background,
    totpSteps: createTotpStepsRepository(deps.db),
    publicUrl: config.publicUrl,
    localeOf: (userId) => hooks.localeOf(userId),
  });
  const at = (p: string) => `${config.publicUrl}${p}`;
  const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

  const auth = betterAuth({
    appName: 'Promptreel',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: deps.trustedOrigins,
    database: { db: deps.db as Kysely<any>, type: deps.dialect },
    user: { modelName: 'users', fields: { emailVerified: 'email_verified', ...timestamps } },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...timestamps,
      },
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: {
      modelName: 'accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
      accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] },
    },
    verification: { modelName: 'verifications', fields: { expiresAt: 'expires_at', ...timestamps } },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Answered before the mail goes: a known address must not take longer than an unknown one.
      sendResetPassword: async ({ user, token }, request) => {
        // The account's language, else the language of the page that asked.
        const requested = webRequestLocale(request);
        background.run('reset e-mail', async () => {
          // Google-only accounts have no password to reset; the answer to the browser is the same.
          if (!(await hooks.hasPassword(user.id))) return;
          if (!(await throttle.mayMail('reset', user.email))) return;
          const locale = mailLocale(await hooks.localeOf(user.id), requested);
          await mailer.send(
            resetPassword(user.email, at(`/reset-password?token=${encodeURIComponent(token)}`), locale),
          );
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }, request) => {
        // Silently skipped over the limit: the answer must not tell whether a mail went.
        if (!(await throttle.mayMail('confirm', user.email))) return;
        // A new account has chosen no language yet: the sign-up's (or resend's) request says which.
        const locale = mailLocale(await hooks.localeOf(user.id), webRequestLocale(request));
        await mailer.send(confirmEmail(user.email, at(`/auth/confirm?token=${encodeURIComponent(token)}`), locale));
      },
    },
    plugins: [
      // An authenticator app's codes (and ten backup codes) after the password. The library keeps
      // the secret and the codes encrypted, allows five wrong codes per log-in and locks the second
      // step for 15 minutes after ten in a row.
      twoFactor({
        issuer: 'Promptreel',
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'two_factors',
            fields: {
              userId: 'user_id',
              backupCodes: 'backup_codes',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
      passkeys({ rpName: 'Promptreel', publicUrl: config.publicUrl }),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: `${config.google.issuer}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  accessType: 'offline',
                  prompt: 'consent',
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    hooks: {
      // Per-account sign-in throttle: counted before the password is checked, whatever the address.
      before: createAuthMiddleware(async (ctx) => {
        await security.before(ctx);
        if (ctx.path !== '/sign-in/email' || typeof ctx.body?.email !== 'string') return;
        const retryAfter = await throttle.signInAttempt(ctx.body.email);
        if (retryAfter !== null) {
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { code: 'ACCOUNT_LOCKED', message: ACCOUNT_LOCKED_MESSAGE },
            { 'Retry-After': String(retryAfter) },
          );
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        await security.after(ctx);
        if (ctx.path !== '/sign-in/email' || typeof ctx.body?.email !== 'string') return;
        const returned = ctx.context.returned;
        // 403 here means the password was right but the address is not confirmed yet.
        if (!isAPIError(returned) || returned.statusCode === 403) await throttle.signInSucceeded(ctx.body.email);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await hooks.onUserCreated({ id: user.id, email: user.email, name: user.name });
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const reason = await hooks.refuseSignIn(session.userId);
            if (reason) throw new APIError('FORBIDDEN', { message: reason });
          },
        },
      },
    },
    rateLimit: {
      enabled: config.authRateLimit > 0,
      // This instance's own counts (auth/rate-limit-store.ts), not one map for the whole process.
      customStorage: instanceRateLimitStore(),
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: config.authRateLimit },
        '/sign-up/email': { window: 60, max: config.authRateLimit },
        '/request-password-reset': { window: 60, max: Math.max(1, Math.ceil(config.authRateLimit / 2)) },
        '/send-verification-email': { window: 60, max: Math.max(1, Math.ceil(config.authRateLimit / 2)) },
        '/change-password': { window: 60, max: config.authRateLimit },
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      // Explicit: the library skips both checks under NODE_ENV=test, and our tests must see them.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      // Fastify's trustProxy already resolves the client address; we pass it on in this header.
      ipAddress: { ipAddressHeaders: ['x-promptreel-client-ip'] },
    },
    telemetry: { enabled: false },
  });
  return quietContexts(auth);
}

export type Auth = ReturnType<typeof createAuth>;
