import { describe, expect, it } from 'vitest';
import { avatarFileError, bioCounter, followersLabel, followingLabel, formatJoined } from './profile-format';

describe('formatJoined', () => {
  it('writes the month and year in British English', () => {
    expect(formatJoined('2026-11-03T10:00:00Z', { timeZone: 'UTC' })).toBe('Joined November 2026');
    expect(formatJoined('2025-01-31T23:30:00Z', { timeZone: 'UTC' })).toBe('Joined January 2025');
  });

  it('follows the viewer’s time zone at a month boundary', () => {
    expect(formatJoined('2025-01-31T23:30:00Z', { timeZone: 'Europe/Paris' })).toBe('Joined February 2025');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatJoined('not a date')).toBe('');
  });
});

describe('follow counts', () => {
  it('names the counts', () => {
    expect(followersLabel(0)).toBe('0 followers');
    expect(followersLabel(1)).toBe('1 follower');
    expect(followersLabel(3)).toBe('3 followers');
    expect(followersLabel(1200)).toBe('1,200 followers');
    expect(followingLabel(1)).toBe('1 following');
    expect(followingLabel(7)).toBe('7 following');
  });
});

describe('avatarFileError', () => {
  const MB = 1024 * 1024;
  it('accepts images under 5 MB', () => {
    expect(avatarFileError({ type: 'image/png', size: 10_000 })).toBeNull();
    expect(avatarFileError({ type: 'image/webp', size: 5 * MB - 1 })).toBeNull();
  });

  it('refuses other files and big images with the spec texts', () => {
    expect(avatarFileError({ type: 'application/pdf', size: 100 })).toBe('Please select an image file');
    expect(avatarFileError({ type: '', size: 100 })).toBe('Please select an image file');
    expect(avatarFileError({ type: 'image/jpeg', size: 5 * MB })).toBe('Image must be less than 5MB');
  });
});

describe('bioCounter', () => {
  it('counts characters against 500', () => {
    expect(bioCounter('')).toBe('0/500');
    expect(bioCounter('Hello there!')).toBe('12/500');
    expect(bioCounter('a'.repeat(500))).toBe('500/500');
  });
});
