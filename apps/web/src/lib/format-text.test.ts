import { describe, expect, it } from 'vitest';
import { avatarInitials, compactCount, groupDigits, promptPreview, shortenBadge } from './format-text';

describe('avatarInitials', () => {
  it('uses the first two letters uppercased', () => {
    expect(avatarInitials('lumen_studio')).toBe('LU');
    expect(avatarInitials('a')).toBe('A');
  });

  it('ignores a leading @', () => {
    expect(avatarInitials('@neonfable')).toBe('NE');
  });

  it('falls back to U', () => {
    expect(avatarInitials(null)).toBe('U');
    expect(avatarInitials(undefined)).toBe('U');
    expect(avatarInitials('   ')).toBe('U');
  });
});

describe('shortenBadge', () => {
  it('keeps labels of 12 characters or fewer', () => {
    expect(shortenBadge('Sora')).toBe('Sora');
    expect(shortenBadge('Product & Ad')).toBe('Product & Ad');
  });

  it('cuts longer labels to 10 characters plus ...', () => {
    expect(shortenBadge('Luma Dream Machine')).toBe('Luma Dream...');
    expect(shortenBadge('Product & Ads')).toBe('Product & ...');
  });
});

describe('promptPreview', () => {
  it('keeps prompts of 60 characters or fewer', () => {
    const sixty = 'x'.repeat(60);
    expect(promptPreview(sixty)).toBe(sixty);
  });

  it('cuts longer prompts to 60 characters plus an ellipsis', () => {
    const long = 'An endless fractal koi pond at night, bioluminescent ripples, slow zoom';
    expect(promptPreview(long)).toBe(`${long.slice(0, 60)}…`);
    expect(Array.from(promptPreview('y'.repeat(61)))).toHaveLength(61);
  });

  it('does not split an emoji', () => {
    expect(promptPreview(`${'a'.repeat(59)}🐉🐉`)).toBe(`${'a'.repeat(59)}🐉…`);
  });
});

describe('compactCount', () => {
  it('shortens large counts', () => {
    expect(compactCount(999)).toBe('999');
    expect(compactCount(1_250)).toBe('1.2k');
    expect(compactCount(15_800)).toBe('15k');
    expect(compactCount(2_340_000)).toBe('2.3M');
  });
});

describe('groupDigits', () => {
  it('writes what en-GB Intl writes for whole numbers', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('en-GB'));
    }
  });
});
