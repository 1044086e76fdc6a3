import type { FileRecipe } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { recipeValues } from '../../../lib/recipe-form';
import type { UploadValues } from '../utils/upload-validation';
import { filledFromFile, withFileRecipe } from './use-file-recipe';

const EMPTY: UploadValues = {
  title: 'Cranes',
  description: '',
  prompt: '',
  platformId: '1',
  categoryId: '2',
  allowRemixes: 'true',
  sensitive: 'false',
  visibility: 'public',
  publishAt: '',
  ...recipeValues(null),
};
const FOUND: FileRecipe = {
  reader: 'ComfyUI',
  prompt: 'Origami cranes at dawn',
  recipe: {
    model: 'hunyuan_video',
    modelVersion: null,
    negativePrompt: 'low quality',
    seed: '31337',
    durationSeconds: null,
    aspectRatio: null,
    settings: [{ name: 'steps', value: '28' }],
    references: [],
  },
  fields: ['prompt', 'negative prompt', 'seed', 'model', 'settings'],
};

describe("the upload form's fields filled from the file", () => {
  it('fills the empty fields and names them in the order the server found them', () => {
    const { values, filled } = withFileRecipe(EMPTY, FOUND);
    expect(values).toMatchObject({
      title: 'Cranes',
      prompt: 'Origami cranes at dawn',
      model: 'hunyuan_video',
      seed: '31337',
      negativePrompt: 'low quality',
      settings: 'steps: 28',
    });
    expect(filled).toEqual(['prompt', 'negative prompt', 'seed', 'model', 'settings']);
  });

  it('keeps what the creator typed, and leaves it out of the note', () => {
    const typed = { ...EMPTY, prompt: 'My words', seed: '7' };
    const { values, filled } = withFileRecipe(typed, FOUND);
    expect(values.prompt).toBe('My words');
    expect(values.seed).toBe('7');
    expect(values.model).toBe('hunyuan_video');
    expect(filled).toEqual(['negative prompt', 'model', 'settings']);
  });

  it("names the filled parts in the contract's words", () => {
    expect(filledFromFile(['prompt', 'negative prompt', 'seed', 'model', 'settings'])).toBe(
      "Filled from the file's metadata: prompt, negative prompt, seed, model, settings",
    );
    expect(filledFromFile(['seed'])).toBe("Filled from the file's metadata: seed");
  });
});
