import { describe, expect, it } from 'vitest';
import {
  alreadyFlaggedText,
  flagDialogTitle,
  flagLimitQuery,
  flagTargetKey,
  flagUrl,
  type FlagTarget,
} from './flag-target';

const video: FlagTarget = { type: 'video', videoId: 7, title: 'Koi' };
const comment: FlagTarget = { type: 'comment', commentId: 42, authorUsername: 'ana', excerpt: 'Hello' };
const profile: FlagTarget = { type: 'profile', username: 'Ana.B' };

describe('flag targets', () => {
  it('titles the dialog and says a repeat is refused in the product’s words', () => {
    expect([video, comment, profile].map(flagDialogTitle)).toEqual(['Flag video', 'Flag comment', 'Flag profile']);
    expect([video, comment, profile].map(alreadyFlaggedText)).toEqual([
      'You have already flagged this video',
      'You have already flagged this comment',
      'You have already flagged this profile',
    ]);
  });

  it('sends each to its own address and asks the limit about it', () => {
    expect([video, comment, profile].map(flagUrl)).toEqual([
      '/api/videos/7/flags',
      '/api/comments/42/flags',
      '/api/profiles/Ana.B/flags',
    ]);
    expect([video, comment, profile].map(flagLimitQuery)).toEqual([
      { video: '7' },
      { comment: '42' },
      { profile: 'Ana.B' },
    ]);
  });

  it('keys a profile by its name in any case, as the server matches it', () => {
    expect(flagTargetKey(profile)).toEqual(['profile', 'ana.b']);
    expect(flagTargetKey({ type: 'profile', username: 'ANA.B' })).toEqual(flagTargetKey(profile));
    expect(flagTargetKey(comment)).toEqual(['comment', 42]);
    expect(flagTargetKey(video)).toEqual(['video', 7]);
  });
});
