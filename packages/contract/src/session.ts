import { z } from 'zod/mini';
import { LANGUAGE_TEXTS, LOCALES } from './locales.js';
import { SENSITIVE_CHOICES } from './sensitive-texts.js';

export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.nullable(z.string()),
  email: z.string(),
  isAdmin: z.boolean(),
  /** False for Google-only accounts: they cannot change or reset a password here. */
  hasPassword: z.boolean(),
  /** Logging in with the password also asks for a code from an authenticator app. */
  twoFactorEnabled: z.boolean(),
  /**
   * What they see of sensitive videos (GET and PUT /api/me/sensitive-content); a visitor is 'blur'.
   * The server always sends it.
   */
  sensitiveContent: z.optional(z.enum(SENSITIVE_CHOICES)),
  /** Their language, once chosen (PUT /api/me/language); the server always sends it. */
  locale: z.optional(z.nullable(z.enum(LOCALES))),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * GET /api/me — who the browser is signed in as (null for a visitor). `accountDeleted` is true once,
 * when the session belonged to an account deleted elsewhere; the session is ended by that answer.
 */
export const meResponseSchema = z.object({
  user: z.nullable(sessionUserSchema),
  accountDeleted: z.optional(z.boolean()),
  /** Once, when a suspension or a ban ended this browser's session: what to tell the user. */
  signedOutNotice: z.optional(z.string()),
  /**
   * While the signed-in account is suspended: until when (ISO), and the decision (audit id) the
   * banner's appeal link names, shown on every page from sign-in on.
   */
  suspension: z.optional(z.object({ until: z.string(), decisionId: z.nullable(z.int()) })),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** What the login screen needs to know about the server's sign-in options. */
export const authOptionsSchema = z.object({ google: z.boolean() });
export type AuthOptions = z.infer<typeof authOptionsSchema>;

/** Google's page where Google accounts manage their password. */
export const GOOGLE_SECURITY_URL = 'https://myaccount.google.com/security';

/** PUT /api/me/language: the account's language, one of LOCALES. */
export const languageSettingSchema = z.object({ locale: z.enum(LOCALES, { error: LANGUAGE_TEXTS.badLocale }) });
export type LanguageSetting = z.infer<typeof languageSettingSchema>;
