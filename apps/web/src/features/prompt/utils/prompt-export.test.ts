import { describe, expect, it } from 'vitest';
import { promptJson, promptText, recipeParts } from './prompt-export';

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

const RECIPE = {
  model: 'Kling 2.1',
  modelVersion: 'Master',
  negativePrompt: 'blurry',
  seed: '18446744073709551615',
  durationSeconds: 5,
  aspectRatio: '9:16',
  settings: [{ name: 'steps', value: '30' }],
  references: ['https://example.com/a.png'],
};

describe('a recipe in the copies', () => {
  it('follows the prompt as generation tools write it, and is the prompt alone without one', () => {
    expect(promptText('Koi at night', null)).toBe('Koi at night');
    expect(promptText('Koi at night', RECIPE)).toBe(
      [
        'Koi at night',
        'Negative prompt: blurry',
        'Model: Kling 2.1 Master, Seed: 18446744073709551615, Duration: 5 s, Aspect ratio: 9:16, steps: 30',
        'References: https://example.com/a.png',
      ].join('\n'),
    );
  });

  it('is the recipe alone for a video without a prompt, with no blank first line', () => {
    expect(promptText('', { ...RECIPE, negativePrompt: null, references: [] })).toBe(
      'Model: Kling 2.1 Master, Seed: 18446744073709551615, Duration: 5 s, Aspect ratio: 9:16, steps: 30',
    );
  });

  it('names only the parts it has', () => {
    const bare = { ...RECIPE, model: null, modelVersion: null, negativePrompt: null, settings: [], references: [] };
    expect(recipeParts({ ...bare, seed: '7', durationSeconds: null, aspectRatio: null })).toEqual([['Seed', '7']]);
  });

  it('goes into the JSON whole, after the url, and is left out when there is none', () => {
    const base = { title: 'Koi', prompt: 'p', platform: 'Kling', category: null, url: 'https://x.test/video/1' };
    const json = JSON.parse(promptJson({ ...base, recipe: RECIPE }));
    expect(Object.keys(json)).toEqual(['title', 'prompt', 'platform', 'category', 'url', 'recipe']);
    expect(json.recipe).toEqual(RECIPE);
    expect(Object.keys(JSON.parse(promptJson({ ...base, recipe: null })))).not.toContain('recipe');
  });
});
