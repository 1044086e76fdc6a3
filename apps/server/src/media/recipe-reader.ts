import { tagsOfMovie } from './mp4-tags.js';
import { type FileRecipe, RECIPE_TAGS } from './recipe-from-metadata.js';
import type { RecipeAnswer } from './recipe-worker.js';
import { startWorkerModule } from './worker-module.js';

export type { FileRecipe } from './recipe-from-metadata.js';

/** How long one file's metadata may take to read, from when its worker is ready. */
const READ_MS = 2000;
const START_MS = 20_000;
/** Files waiting beyond this many are not read (the upload goes on without a recipe). */
const MAX_WAITING = 16;

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/**
 * The recipe an MP4's metadata boxes carry (mp4-tags.ts, recipe-from-metadata.ts). The boxes are
 * walked here (bounded, linear); the tags worth reading are parsed in a worker thread of its own
 * that is stopped after each file: a hostile file (megabytes of tags, deep or cyclic JSON) costs
 * that thread alone, within READ_MS. A file without such tags starts no worker. Null for nothing
 * found, or any failure: reading is a suggestion, and never fails an upload.
 */
export function readFileRecipe(movie: Buffer): Promise<FileRecipe | null> {
  const tags = recipeTagsOf(movie);
  if (!tags || waiting >= MAX_WAITING) return Promise.resolve(null);
  waiting++;
  const run = queue.then(() => readInWorker(tags)).finally(() => waiting--);
  queue = run.catch(() => undefined);
  return run.catch(() => null);
}

/** Only the tags recipeFromTags reads; null when the file has none of them. */
function recipeTagsOf(movie: Buffer): Record<string, string> | null {
  const all = tagsOfMovie(movie);
  const tags: Record<string, string> = {};
  for (const name of RECIPE_TAGS) if (Object.hasOwn(all, name)) tags[name] = all[name] as string;
  return Object.keys(tags).length > 0 ? tags : null;
}

function readInWorker(tags: Record<string, string>): Promise<FileRecipe | null> {
  const worker = startWorkerModule('recipe-worker');
  return new Promise<FileRecipe | null>((resolve) => {
    // A worker that never starts is given up on too (its start is not counted as reading).
    let timer = setTimeout(() => done(null), START_MS);
    const done = (recipe: FileRecipe | null) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(recipe);
    };
    worker.on('message', (answer: RecipeAnswer) => {
      if (answer === 'ready') {
        clearTimeout(timer);
        timer = setTimeout(() => done(null), READ_MS);
        worker.postMessage(tags);
      } else done('ok' in answer ? answer.ok : null);
    });
    worker.once('error', () => done(null));
    worker.once('exit', () => done(null));
  });
}
