import { LIMITS, USERNAME_PATTERN } from '@promptreel/contract';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';

/** What the log-in, sign-up, reset and password forms say when input is refused (keys: texts come when shown). */
export const AUTH_TEXTS = {
  invalidEmail: 'auth.invalidEmail',
  passwordTooShort: 'auth.passwordTooShort',
  passwordsDoNotMatch: 'auth.passwordsDoNotMatch',
  fillAllPasswordFields: 'auth.fillAllPasswordFields',
  newPasswordsDoNotMatch: 'auth.newPasswordsDoNotMatch',
  newPasswordTooShort: 'auth.newPasswordTooShort',
  usernameRequired: 'auth.usernameRequired',
  usernameTooLong: 'auth.usernameTooLong',
  usernameCharacters: 'auth.usernameCharacters',
} as const satisfies Record<string, MessageKey>;

/** Looks like x@y.z: something, an @, something, a dot, something; no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export function emailError(value: string): string | null {
  return isValidEmail(value) ? null : t(AUTH_TEXTS.invalidEmail);
}

export function passwordError(value: string): string | null {
  return value.length >= LIMITS.passwordMin ? null : t(AUTH_TEXTS.passwordTooShort, { min: LIMITS.passwordMin });
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
    confirm: password !== confirm ? t(AUTH_TEXTS.passwordsDoNotMatch) : null,
  };
  return errors.password || errors.confirm ? errors : null;
}

/**
 * Settings → Password: one message for the form, checked in the spec's order
 * (all three filled, new and confirmation equal, at least 6 characters).
 */
export function passwordChangeError(current: string, next: string, confirm: string): string | null {
  if (!current || !next || !confirm) return t(AUTH_TEXTS.fillAllPasswordFields);
  if (next !== confirm) return t(AUTH_TEXTS.newPasswordsDoNotMatch);
  if (next.length < LIMITS.passwordMin) return t(AUTH_TEXTS.newPasswordTooShort, { min: LIMITS.passwordMin });
  return null;
}

/** Sign-up's username: the rules of settings (the server checks them again, and whether it is free). */
export function usernameError(value: string): string | null {
  const name = value.trim();
  if (!name) return t(AUTH_TEXTS.usernameRequired);
  if (name.length > LIMITS.usernameMax) return t(AUTH_TEXTS.usernameTooLong, { max: LIMITS.usernameMax });
  if (!USERNAME_PATTERN.test(name)) return t(AUTH_TEXTS.usernameCharacters);
  return null;
}
