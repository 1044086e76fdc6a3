import { describe, expect, it } from 'vitest';
import { recipeValues, toRequest } from './use-edit-form';

const BASE = {
  title: 'T',
  subtitle: '',
  prompt: 'p',
  platformId: '4',
  categoryId: '1',
  allowRemixes: 'true',
  sensitive: 'false',
  visibility: 'public',
  publishAt: '',
};

describe("the edit form's recipe", () => {
  it('goes back and forth between a recipe and the form text unchanged', () => {
    const recipe = {
      model: 'Wan 2.2',
      modelVersion: null,
      negativePrompt: 'blurry',
      seed: '42',
      durationSeconds: 5,
      aspectRatio: '16:9',
      settings: [
        { name: 'steps', value: '30' },
        { name: 'cfg', value: '7.5' },
      ],
      references: ['https://example.com/a.png'],
    };
    const values = { ...BASE, ...recipeValues(recipe) };
    expect(values.settings).toBe('steps: 30\ncfg: 7.5');
    expect(toRequest(values).recipe).toEqual({ ...recipe, modelVersion: '' });
  });

  it('reads settings by their first colon, skips blank lines, and sends a duration that is not a number as 0', () => {
    const values = {
      ...BASE,
      ...recipeValues(null),
      settings: '\n  sampler: dpmpp_2m: karras \nflag\n',
      references: ' https://a.test/x \n\n',
      durationSeconds: 'five',
    };
    const { recipe } = toRequest(values);
    expect(recipe.settings).toEqual([
      { name: 'sampler', value: 'dpmpp_2m: karras' },
      { name: 'flag', value: '' },
    ]);
    expect(recipe.references).toEqual(['https://a.test/x']);
    expect(recipe.durationSeconds).toBe(0);
    expect(toRequest({ ...values, durationSeconds: ' ' }).recipe.durationSeconds).toBeNull();
  });

  it('sends Allow remixes as its box says: on unless turned off', () => {
    const values = { ...BASE, ...recipeValues(null) };
    expect(toRequest(values).allowRemixes).toBe(true);
    expect(toRequest({ ...values, allowRemixes: 'false' }).allowRemixes).toBe(false);
  });

  it("sends the creator's own Sensitive content mark as its box says: off unless ticked", () => {
    const values = { ...BASE, ...recipeValues(null) };
    expect(toRequest(values).sensitive).toBe(false);
    expect(toRequest({ ...values, sensitive: 'true' }).sensitive).toBe(true);
  });

  it('sends a time only with Scheduled, as the instant the creator named in their zone', () => {
    const values = { ...BASE, ...recipeValues(null), publishAt: '2026-12-24T18:30' };
    expect(toRequest(values)).toMatchObject({ visibility: 'public', publishAt: null });
    expect(toRequest({ ...values, visibility: 'unlisted' })).toMatchObject({ visibility: 'unlisted', publishAt: null });
    expect(toRequest({ ...values, visibility: 'scheduled' })).toMatchObject({
      visibility: 'scheduled',
      publishAt: new Date(2026, 11, 24, 18, 30).toISOString(),
    });
  });
});
