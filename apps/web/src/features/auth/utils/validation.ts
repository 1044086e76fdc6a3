import { LIMITS, USERNAME_PATTERN, USERNAME_TEXTS } from '@promptreel/contract';

/** What the log-in, sign-up, reset and password forms say when input is refused. */
export const AUTH_TEXTS = {
  invalidEmail: 'Enter a valid email',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  fillAllPasswordFields: 'Please fill in all password fields',
  newPasswordsDoNotMatch: "New passwords don't match",
  newPasswordTooShort: `Password must be at least ${LIMITS.passwordMin} characters long`,
} as const;

/** Looks like x@y.z: something, an @, something, a dot, something; no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export function emailError(value: string): string | null {
  return isValidEmail(value) ? null : AUTH_TEXTS.invalidEmail;
}

export function passwordError(value: string): string | null {
  return value.length >= LIMITS.passwordMin ? null : AUTH_TEXTS.passwordTooShort;
}

export interface CredentialErrors {
  email: string | null;
  password: string | null;
}

/** Log in and sign up: a valid e-mail and a password of at least 6 characters. */
export function validateCredentials(email: string, password: string): CredentialErrors | null {
  const errors = { email: emailError(email), password: passwordError(password) };
  return errors.email || errors.password ? errors : null;
}

export interface NewPasswordErrors {
  password: string | null;
  confirm: string | null;
}

/** Reset (mode setNewPassword): at least 6 characters, and the confirmation must match. */
export function validateNewPassword(password: string, confirm: string): NewPasswordErrors | null {
  const errors = {
    password: passwordError(password),
    confirm: password !== confirm ? AUTH_TEXTS.passwordsDoNotMatch : null,
  };
  return errors.password || errors.confirm ? errors : null;
}

/**
 * Settings → Password: one message for the form, checked in the spec's order
 * (all three filled, new and confirmation equal, at least 6 characters).
 */
export function passwordChangeError(current: string, next: string, confirm: string): string | null {
  if (!current || !next || !confirm) return AUTH_TEXTS.fillAllPasswordFields;
  if (next !== confirm) return AUTH_TEXTS.newPasswordsDoNotMatch;
  if (next.length < LIMITS.passwordMin) return AUTH_TEXTS.newPasswordTooShort;
  return null;
}

/** Sign-up's username: the rules of settings (the server checks them again, and whether it is free). */
export function usernameError(value: string): string | null {
  const name = value.trim();
  if (!name) return USERNAME_TEXTS.required;
  if (name.length > LIMITS.usernameMax) return USERNAME_TEXTS.tooLong;
  if (!USERNAME_PATTERN.test(name)) return USERNAME_TEXTS.characters;
  return null;
}
