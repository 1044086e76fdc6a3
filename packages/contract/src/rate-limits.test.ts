import { describe, expect, it } from 'vitest';
import { durationText, rateLimitText } from './rate-limits.js';

describe('rate limit texts', () => {
  it('says a length of time in words, rounded up to the unit shown', () => {
    expect([1, 1000, 1001, 59_000, 60_000, 61_000, 600_000, 3_599_000].map(durationText)).toEqual([
      '1 second',
      '1 second',
      '2 seconds',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '10 minutes',
      '1 hour',
    ]);
    expect([3_600_000, 5_400_000, 7_200_000, 86_400_000].map(durationText)).toEqual([
      '1 hour',
      '90 minutes',
      '2 hours',
      '24 hours',
    ]);
  });

  it('names the limit of each kind of write and when the next is allowed', () => {
    expect(rateLimitText('comments', 20, 600_000, 360_000)).toBe(
      'You can post up to 20 comments in 10 minutes. Please try again in 6 minutes.',
    );
    expect(rateLimitText('comments', 1, 3_600_000, 1_000)).toBe(
      'You can post up to 1 comment in 1 hour. Please try again in 1 second.',
    );
    expect(rateLimitText('claps', 120, 600_000, 30_000)).toBe(
      'You can clap or remove a clap up to 120 times in 10 minutes. Please try again in 30 seconds.',
    );
    expect(rateLimitText('follows', 30, 600_000, 540_001)).toBe(
      'You can follow or unfollow people up to 30 times in 10 minutes. Please try again in 10 minutes.',
    );
  });
});
