import { z } from 'zod/mini';

/** Stronger sign-in (two-factor with an authenticator app, and passkeys): the words users see. */
export const SIGN_IN_SECURITY_TEXTS = {
  invalidCode: 'That code is not right. Check your authenticator app and try again.',
  invalidBackupCode: 'That backup code is not right, or it has been used already.',
  challengeExpired: 'Your log-in took too long. Please log in again.',
  tooManyAttempts: 'Too many wrong codes. Please log in again.',
  lockedOut: 'Too many wrong codes. Two-factor log-in is locked for 15 minutes.',
  wrongPassword: 'That password is not right.',
  alreadyOn: 'Two-factor authentication is already on.',
  notOn: 'Two-factor authentication is not on.',
  passkeyNotRecognised: 'That passkey is not registered on Promptreel. Log in another way, then add it in Settings.',
  passkeyFailed: 'The passkey could not be checked. Please try again.',
  passkeyTimedOut: 'That took too long. Please try again.',
  passkeyNotFound: 'Passkey not found',
  passkeyLimit: 'You can have up to 20 passkeys. Remove one to add another.',
  logInAgain: 'For your safety, log out and log in again before changing how you log in.',
  passwordToAddPasskey: 'Enter your password to add a passkey.',
  passkeyNotVerified:
    'Two-factor authentication is on, so this passkey must check it is you (PIN, fingerprint or face). Use one that does, or log in with your password and code.',
} as const;

/** How many passkeys one account may keep. */
export const MAX_PASSKEYS = 20;

/** A six-digit code from an authenticator app (spaces as people type them are allowed). */
export const totpCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{3} ?\d{3}$/, { error: 'Enter the 6-digit code from your authenticator app.' }));

/** POST /api/auth/sign-in/email: either signed in, or a second factor is wanted first. */
export const signInResponseSchema = z.object({ twoFactorRedirect: z.optional(z.boolean()) });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/**
 * POST /api/auth/two-factor/enable: the authenticator app's `otpauth://` address (its secret is
 * shown once, as a QR code and as text) and ten one-time backup codes.
 */
export const twoFactorSetupSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/auth/two-factor/generate-backup-codes: a new set; the old codes stop working. */
export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });

/** A passkey's optional name, given when it is added. */
export const passkeyNameSchema = z
  .string()
  .check(z.trim(), z.maxLength(60, { error: 'A passkey name can be at most 60 characters.' }));

/** One of the signed-in user's passkeys (GET /api/auth/passkey/list-user-passkeys). */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  /** ISO timestamp. */
  createdAt: z.string(),
  /** Synced by a password manager or platform (iCloud Keychain, Google Password Manager…). */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);

/** POST /api/auth/passkey/verify-registration: the browser's answer to the options, and a name. */
export const passkeyRegistrationSchema = z.object({
  response: z.record(z.string(), z.unknown()),
  name: z.optional(passkeyNameSchema),
});

/**
 * POST /api/auth/passkey/generate-register-options: the account's password, asked again before a
 * new way in is offered (an account without one, Google-only, sends none).
 */
export const passkeyRegistrationOptionsSchema = z.object({
  password: z.optional(z.string().check(z.maxLength(128))),
});

/** POST /api/auth/passkey/verify-authentication: the browser's signed answer to the challenge. */
export const passkeyAuthenticationSchema = z.object({ response: z.record(z.string(), z.unknown()) });

/** POST /api/auth/passkey/delete-passkey. */
export const passkeyIdSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
