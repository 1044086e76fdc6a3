import { Worker } from 'node:worker_threads';

/**
 * The worker's whole program, evaluated as a script so the same code runs from the TypeScript
 * sources (tests) and from the bundled dist/ (no worker file to find beside it). It imports the web
 * build's renderer once, says whether it could, then renders each URL it is sent.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const describe = (err) => (err && err.stack) || String(err);
import(workerData.file).then(
  (mod) => {
    if (typeof mod.render !== 'function') throw new Error(workerData.file + ' exports no render function');
    parentPort.postMessage({ ready: true });
    parentPort.on('message', ({ id, url, data, now, locale }) => {
      Promise.resolve()
        .then(() => mod.render(url, data, now, locale))
        .then(
          (markup) => parentPort.postMessage({ id, markup: typeof markup === 'string' ? markup : null }),
          (err) => parentPort.postMessage({ id, error: describe(err) }),
        );
    });
  },
).catch((err) => parentPort.postMessage({ ready: false, error: describe(err) }));
`;

type Reply = { id: number; markup?: string | null; error?: string };
type Pending = { resolve: (markup: string | null) => void; url: string; timer: NodeJS.Timeout };

export interface RenderWorker {
  render(url: string, data: Record<string, unknown>, now: number, locale: string): Promise<string | null>;
  close(): Promise<void>;
}

export interface RenderWorkerOptions {
  /** A render not answered by then is given up (null) and its worker replaced. */
  timeoutMs: number;
  /** Renders waiting beyond this are not queued: the page goes out unrendered at once. */
  maxWaiting: number;
  onError(err: Error, url: string | null): void;
}

/**
 * The web build's renderer (a file URL) in a worker thread of its own, so a render, which is
 * React's CPU work for tens of milliseconds, never holds the event loop that answers every other
 * request. Resolves null when the module cannot be loaded; a render that fails, times out or finds
 * the queue full answers null (the page goes out for the browser to render).
 */
export async function startRenderWorker(fileUrl: string, options: RenderWorkerOptions): Promise<RenderWorker | null> {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | null = null;
  let closed = false;

  const settleAll = () => {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      pending.delete(id);
      p.resolve(null);
    }
  };

  /** A worker with the module loaded, or the reason it could not be. */
  const spawn = () =>
    new Promise<Worker>((resolve, reject) => {
      const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { file: fileUrl } });
      w.unref();
      w.once('message', (first: { ready: boolean; error?: string }) => {
        if (!first.ready) {
          void w.terminate();
          return reject(new Error(first.error));
        }
        w.on('message', (reply: Reply) => {
          const p = pending.get(reply.id);
          if (!p) return;
          clearTimeout(p.timer);
          pending.delete(reply.id);
          if (reply.error !== undefined) options.onError(new Error(reply.error), p.url);
          p.resolve(reply.markup ?? null);
        });
        resolve(w);
      });
      const lost = (err?: Error) => {
        if (worker === w) worker = null;
        if (err) options.onError(err, null);
        settleAll();
        reject(err ?? new Error('the render worker stopped'));
      };
      w.once('error', lost);
      w.once('exit', () => lost());
    });

  try {
    worker = await spawn();
  } catch (err) {
    options.onError(err as Error, null);
    return null;
  }

  let respawning: Promise<Worker | null> | null = null;
  const current = async () => {
    if (worker) return worker;
    respawning ??= spawn()
      .then((w) => (worker = w))
      .catch(() => null)
      .finally(() => (respawning = null));
    return respawning;
  };

  return {
    async render(url, data, now, locale) {
      if (closed || pending.size >= options.maxWaiting) return null;
      const w = await current();
      if (!w) return null;
      const id = nextId++;
      return new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => {
          options.onError(new Error(`the render took over ${options.timeoutMs} ms`), url);
          // A render stuck in a loop holds its thread: replace it (the others waiting answer null).
          if (worker === w) worker = null;
          void w.terminate();
          settleAll();
        }, options.timeoutMs);
        pending.set(id, { resolve, url, timer });
        w.postMessage({ id, url, data, now, locale });
      });
    },
    async close() {
      closed = true;
      settleAll();
      await worker?.terminate();
      worker = null;
    },
  };
}
