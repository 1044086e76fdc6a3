import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread running one of media/'s worker modules: in the bundle, its sibling file (build.mjs
 * emits dist/{name}.js beside dist/main.js); from source (tsx, vitest) the TypeScript file, through
 * tsx's loader, which Node does not pass on to a worker by itself.
 */
export function startWorkerModule(name: string): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, import.meta.url));
  // tsx/esm/api's ESM form (require.resolve finds its CommonJS twin beside it), whose register()
  // works from an eval'd worker, wherever the process's working directory is.
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL(`./${name}.ts`, import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true });
}
