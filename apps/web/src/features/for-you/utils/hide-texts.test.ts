import { FOR_YOU_TEXTS, feedReasonText as contractReasonText, type FeedReason } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { feedReasonText, forYouMessage, hideChoiceText, undoName } from './hide-texts';

describe('For You speaks the contract’s words (in British English, word for word)', () => {
  it('says why a video was chosen as the contract does', () => {
    const reasons: FeedReason[] = [
      { kind: 'following', username: 'kai' },
      { kind: 'category', name: 'Anime', clapped: true },
      { kind: 'category', name: 'Anime', clapped: false },
      { kind: 'platform', name: 'Sora', clapped: true },
      { kind: 'platform', name: 'Sora', clapped: false },
      { kind: 'creator', username: 'kai', clapped: true },
      { kind: 'creator', username: 'kai', clapped: false },
      { kind: 'popular' },
      { kind: 'newCreator' },
    ];
    const card = { categorySlug: 'anime', platformSlug: 'sora' };
    for (const reason of reasons) expect(feedReasonText(reason, card)).toBe(contractReasonText(reason));
  });

  it('names each hide as the menu does, and its Undo after it', () => {
    expect(hideChoiceText({ kind: 'creator', target: 'kai', label: '@kai' })).toBe(FOR_YOU_TEXTS.showFewer('kai'));
    expect(hideChoiceText({ kind: 'platform', target: 'sora', label: 'Sora' })).toBe(FOR_YOU_TEXTS.hideTool('Sora'));
    expect(hideChoiceText({ kind: 'category', target: 'anime', label: 'Anime' })).toBe(
      FOR_YOU_TEXTS.hideCategory('Anime'),
    );
    expect(undoName({ kind: 'video', target: '7', label: 'Neon koi' })).toBe('Undo: Not interested: Neon koi');
  });

  it('says the server’s refusals as it does', () => {
    for (const message of [FOR_YOU_TEXTS.unknownTarget, FOR_YOU_TEXTS.notHidden, FOR_YOU_TEXTS.cannotHideOwn])
      expect(forYouMessage(message)).toBe(message);
  });
});
