import { describe, expect, it } from 'vitest';
import {
  emailError,
  isValidEmail,
  usernameError,
  passwordChangeError,
  passwordError,
  validateCredentials,
  validateNewPassword,
} from './validation';

describe('e-mail', () => {
  it('accepts x@y.z and refuses the rest with the spec text', () => {
    expect(isValidEmail('ada@example.test')).toBe(true);
    expect(isValidEmail('  ada@example.test ')).toBe(true);
    expect(isValidEmail('a@b.c')).toBe(true);
    for (const bad of ['', 'ada', 'ada@', 'ada@example', '@example.com', 'a b@c.d', 'ada@exa mple.com']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
    expect(emailError('nope')).toBe('Enter a valid email');
    expect(emailError('ok@ok.ok')).toBeNull();
  });
});

describe('passwords', () => {
  it('needs at least 6 characters', () => {
    expect(passwordError('12345')).toBe('Password must be at least 6 characters');
    expect(passwordError('123456')).toBeNull();
  });

  it('reports each field of the credentials', () => {
    expect(validateCredentials('ada@example.test', 'secret1')).toBeNull();
    expect(validateCredentials('ada', '123')).toEqual({
      email: 'Enter a valid email',
      password: 'Password must be at least 6 characters',
    });
    expect(validateCredentials('ada@example.test', '123')).toEqual({
      email: null,
      password: 'Password must be at least 6 characters',
    });
  });

  it('checks a new password and its confirmation (reset)', () => {
    expect(validateNewPassword('secret1', 'secret1')).toBeNull();
    expect(validateNewPassword('secret1', 'secret2')).toEqual({ password: null, confirm: 'Passwords do not match' });
    expect(validateNewPassword('abc', 'abc')).toEqual({
      password: 'Password must be at least 6 characters',
      confirm: null,
    });
  });

  it('checks a password change in the spec order', () => {
    expect(passwordChangeError('', 'secret1', 'secret1')).toBe('Please fill in all password fields');
    expect(passwordChangeError('old', '', '')).toBe('Please fill in all password fields');
    expect(passwordChangeError('old', 'secret1', 'secret2')).toBe("New passwords don't match");
    expect(passwordChangeError('old', 'abc', 'abc')).toBe('Password must be at least 6 characters long');
    expect(passwordChangeError('old', 'secret1', 'secret1')).toBeNull();
  });
});

describe('usernameError', () => {
  it('takes what settings take, and says which rule is broken', () => {
    expect(usernameError(' neon_koi.2 ')).toBeNull();
    expect(usernameError('   ')).toBe('Username is required');
    expect(usernameError('x'.repeat(51))).toBe('Username must be at most 50 characters');
    expect(usernameError('two words')).toBe('Username may use letters, numbers, dots, dashes and underscores only');
  });
});
