// The worker thread of recipe-reader.ts: reads one file's metadata boxes per message, off the event loop.
import { parentPort } from 'node:worker_threads';
import { type FileRecipe, recipeFromTags } from './recipe-from-metadata.js';
import { tagsOfMovie } from './mp4-tags.js';

/** What the worker answers ('ready' once, as it starts: reading is timed from then). */
export type RecipeAnswer = 'ready' | { ok: FileRecipe | null } | { error: string };

parentPort?.on('message', (movie: Uint8Array) => {
  let answer: RecipeAnswer;
  try {
    answer = { ok: recipeFromTags(tagsOfMovie(Buffer.from(movie.buffer, movie.byteOffset, movie.byteLength))) };
  } catch (err) {
    answer = { error: String(err) };
  }
  parentPort?.postMessage(answer);
});
parentPort?.postMessage('ready' satisfies RecipeAnswer);
