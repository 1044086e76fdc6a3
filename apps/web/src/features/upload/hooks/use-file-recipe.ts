import type { FileRecipe } from '@promptreel/contract';
import { useState } from 'react';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { RECIPE_FIELDS, recipeValues } from '../../../lib/recipe-form';
import { previewRecipe } from '../api/preview-recipe';
import type { UploadValues } from '../utils/upload-validation';

/** The server's word for each filled part (FileRecipe's `fields`). */
const FIELD_WORDS: Partial<Record<keyof UploadValues, string>> = {
  prompt: 'prompt',
  negativePrompt: 'negative prompt',
  seed: 'seed',
  model: 'model',
  settings: 'settings',
};

/** Each of the server's words, as the note names it. */
const WORD_KEYS: Record<string, MessageKey> = {
  prompt: 'upload.partPrompt',
  'negative prompt': 'upload.partNegativePrompt',
  seed: 'upload.partSeed',
  model: 'upload.partModel',
  settings: 'upload.partSettings',
};

/** 'Filled from the file's metadata: prompt, seed, model', in the page's language. */
export function filledFromFile(words: readonly string[]): string {
  const named = words.map((word) => (WORD_KEYS[word] ? t(WORD_KEYS[word]) : word));
  return t('upload.filledFromFile', { parts: named.join(t('upload.listSeparator')) });
}

/** The form's values with the file's recipe in the fields still empty, and the words of those filled. */
export function withFileRecipe(values: UploadValues, found: FileRecipe): { values: UploadValues; filled: string[] } {
  const offered: Partial<UploadValues> = { prompt: found.prompt ?? '', ...recipeValues(found.recipe) };
  const next = { ...values };
  const words = new Set<string>();
  for (const field of ['prompt', ...RECIPE_FIELDS] as const) {
    const value = offered[field] ?? '';
    if (value === '' || values[field].trim() !== '') continue;
    next[field] = value;
    const word = FIELD_WORDS[field];
    if (word) words.add(word);
  }
  // In the server's order of the parts it found.
  return { values: next, filled: found.fields.filter((word) => words.has(word)) };
}

/**
 * Reads a chosen file's metadata (through the server, upload/api/preview-recipe.ts) and fills the
 * form's empty fields with it; `note` says so while that file is the chosen one.
 */
export function useFileRecipe(current: File | undefined) {
  const [filled, setFilled] = useState<{ file: File; words: string[] } | null>(null);

  const read = async (file: File, isCurrent: () => boolean, apply: (found: FileRecipe) => string[]) => {
    const found = await previewRecipe(file);
    if (!found || !isCurrent()) return;
    const words = apply(found);
    setFilled(words.length > 0 ? { file, words } : null);
  };

  const note = filled && filled.file === current ? filledFromFile(filled.words) : undefined;
  return { read, note };
}
