import type { Recipe } from '@promptreel/contract';

/** What 'Copy as JSON' puts on the clipboard. */
export interface PromptExport {
  title: string;
  prompt: string;
  platform: string | null;
  category: string | null;
  url: string;
  /** How it was made beyond the prompt; left out of the JSON when there is none. */
  recipe?: Recipe | null;
}

export function promptJson(data: PromptExport): string {
  const { title, prompt, platform, category, url, recipe } = data;
  return JSON.stringify({ title, prompt, platform, category, url, ...(recipe ? { recipe } : {}) }, null, 2);
}

/** The recipe's own parts (its settings are named by their creator). */
export type RecipePart = 'model' | 'seed' | 'duration' | 'aspectRatio';

/** How the parts are named, and a duration written. */
export interface RecipeWords {
  name: (part: RecipePart) => string;
  seconds: (seconds: number) => string;
}

/**
 * The copies' words: what generation tools write and read ('Seed: 42'), the same in every language
 * (the panel shows the page's own, recipe-details.tsx).
 */
const TOOL_NAMES: Record<RecipePart, string> = {
  model: 'Model',
  seed: 'Seed',
  duration: 'Duration',
  aspectRatio: 'Aspect ratio',
};
const TOOL_WORDS: RecipeWords = { name: (part) => TOOL_NAMES[part], seconds: (seconds) => `${seconds} s` };

/** The recipe's parts by name, in the order shown and copied; only those it has. */
export function recipeParts(recipe: Recipe | null | undefined, words: RecipeWords = TOOL_WORDS): [string, string][] {
  if (!recipe) return [];
  const model = [recipe.model, recipe.modelVersion].filter(Boolean).join(' ');
  const parts: [string, string | null][] = [
    [words.name('model'), model || null],
    [words.name('seed'), recipe.seed],
    [words.name('duration'), recipe.durationSeconds == null ? null : words.seconds(recipe.durationSeconds)],
    [words.name('aspectRatio'), recipe.aspectRatio],
    ...recipe.settings.map((s): [string, string] => [s.name, s.value]),
  ];
  return parts.filter((p): p is [string, string] => p[1] !== null && p[1] !== '');
}

/**
 * What 'Copy prompt' and 'Download' give: the prompt, then (when the video has a recipe) its
 * negative prompt, its parts on one line and its references, as generation tools write them.
 */
export function promptText(prompt: string, recipe: Recipe | null | undefined): string {
  if (!recipe) return prompt;
  const lines = prompt ? [prompt] : [];
  if (recipe.negativePrompt) lines.push(`Negative prompt: ${recipe.negativePrompt}`);
  const parts = recipeParts(recipe);
  if (parts.length > 0) lines.push(parts.map(([name, value]) => `${name}: ${value}`).join(', '));
  if (recipe.references.length > 0) lines.push(`References: ${recipe.references.join(' ')}`);
  return lines.join('\n');
}

/** The name of the file a prompt is downloaded as. */
export const PROMPT_FILE_NAME = 'ai-prompt.txt';

/** Saves text as a file through a temporary link (works without any permission prompt). */
export function downloadText(text: string, fileName: string): void {
  const blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Give the browser a moment to start reading the blob before it is released.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
