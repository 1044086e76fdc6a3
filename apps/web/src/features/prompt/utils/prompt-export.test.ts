import { describe, expect, it } from 'vitest';
import { promptJson } from './prompt-export';

describe('promptJson', () => {
  it('holds title, prompt, platform, category and url, in that order', () => {
    const json = promptJson({
      title: 'Koi',
      prompt: 'A koi "fish"\nin a pond',
      platform: 'Sora',
      category: 'Nature',
      url: 'https://promptreel.test/video/1',
    });
    expect(Object.keys(JSON.parse(json))).toEqual(['title', 'prompt', 'platform', 'category', 'url']);
    expect(JSON.parse(json).prompt).toBe('A koi "fish"\nin a pond');
  });
});
