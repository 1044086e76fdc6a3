import { FLAG_MESSAGES, REPORT_TARGET_REFUSALS, dailyFlagLimitText } from '@promptreel/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { flagMessage } from './flag-texts';
import { richText } from '../../../components/ui/rich-text';

describe('the flag dialog speaks the contract’s words (in British English, word for word)', () => {
  it('knows the messages about reports that reach it', () => {
    const messages = [
      ...Object.values(FLAG_MESSAGES).filter((m) => m !== FLAG_MESSAGES.invalidVideoId),
      REPORT_TARGET_REFUSALS.ownComment,
      REPORT_TARGET_REFUSALS.ownProfile,
      REPORT_TARGET_REFUSALS.commentFlagged,
      REPORT_TARGET_REFUSALS.profileFlagged,
      REPORT_TARGET_REFUSALS.noTimestamp,
      dailyFlagLimitText(3),
      dailyFlagLimitText(12),
    ];
    for (const message of messages) expect(flagMessage(message)).toBe(message);
    expect(flagMessage('Something else 3')).toBe('Something else 3');
  });

  it('puts elements where the text names them', () => {
    const html = renderToStaticMarkup(<p>{richText('flags.aboutVideo', { title: <b>“Neon koi”</b> })}</p>);
    expect(html).toBe(
      '<p>What is wrong with <b>“Neon koi”</b>? Reports go to our moderation team, not to the uploader.</p>',
    );
  });
});
