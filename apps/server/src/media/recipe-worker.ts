// The worker thread of recipe-reader.ts: parses one file's metadata tags per message, off the event loop.
import { parentPort } from 'node:worker_threads';
import { type FileRecipe, recipeFromTags } from './recipe-from-metadata.js';

/** What the worker answers ('ready' once, as it starts: reading is timed from then). */
export type RecipeAnswer = 'ready' | { ok: FileRecipe | null } | { error: string };

parentPort?.on('message', (tags: Record<string, string>) => {
  let answer: RecipeAnswer;
  try {
    answer = { ok: recipeFromTags(tags) };
  } catch (err) {
    answer = { error: String(err) };
  }
  parentPort?.postMessage(answer);
});
parentPort?.postMessage('ready' satisfies RecipeAnswer);
