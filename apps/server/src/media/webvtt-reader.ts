import type { Worker } from 'node:worker_threads';
import { NotWebVttError, WebVttTooDeepError } from './webvtt.js';
import type { WebVttAnswer } from './webvtt-worker.js';
import { startWorkerModule } from './worker-module.js';

/** The file was still being read after the time bound: its worker was stopped. */
export class WebVttTooSlowError extends Error {}
/** Too many files are waiting to be read; try again later. */
export class WebVttBusyError extends Error {}

export interface WebVttReaderOptions {
  /** How long one file may take to read (from when its reading starts). */
  timeoutMs?: number;
  /** How deep cue tags may nest (media/webvtt.ts#cueTagDepth). */
  maxTagDepth?: number;
  /** How many files may wait while one is read; one more is refused (WebVttBusyError). */
  maxWaiting?: number;
}

interface Job {
  vtt: string;
  resolve: (read: { cues: number; text: string }) => void;
  reject: (err: Error) => void;
}

const startWorker = () => startWorkerModule('webvtt-worker');

/**
 * Reads WebVTT files in one worker thread, one at a time, so a large file (~0.7 s for 512 KB)
 * never holds the event loop. A file still being read after `timeoutMs` has its worker stopped
 * (the next file gets a new one) and is refused with WebVttTooSlowError.
 */
export function createWebVttReader(options: WebVttReaderOptions = {}) {
  const { timeoutMs = 3000, maxTagDepth = Infinity, maxWaiting = 32 } = options;
  const waiting: Job[] = [];
  let worker: Worker | null = null;
  /** Whether `worker` has started: until then a file waits for it untimed (a start is not a read). */
  let ready = false;
  let running: { job: Job; timer?: NodeJS.Timeout } | null = null;

  const settle = (outcome: (job: Job) => void) => {
    if (!running) return;
    clearTimeout(running.timer);
    const { job } = running;
    running = null;
    outcome(job);
    next();
  };

  const stop = (w: Worker) => {
    if (worker === w) {
      worker = null;
      ready = false;
    }
    void w.terminate();
  };

  function spawn(): Worker {
    const w = startWorker();
    // A waiting reader never keeps the process alive by itself.
    w.unref();
    w.on('message', (answer: WebVttAnswer) => {
      // A stopped worker's late answer belongs to the file it was stopped for, not the next one.
      if (worker !== w) return;
      if (answer === 'ready') {
        ready = true;
        return post();
      }
      settle((job) => {
        if ('ok' in answer) job.resolve(answer.ok);
        else if ('fault' in answer) job.reject(new NotWebVttError(answer.fault.line, answer.fault.message));
        else if ('tooDeep' in answer) job.reject(new WebVttTooDeepError(answer.tooDeep));
        else job.reject(new Error(`WebVTT worker: ${answer.error}`));
      });
    });
    w.on('error', (err) => {
      stop(w);
      settle((job) => job.reject(err));
    });
    w.on('exit', () => {
      if (worker !== w) return;
      worker = null;
      ready = false;
      settle((job) => job.reject(new Error('WebVTT worker stopped')));
    });
    return w;
  }

  /** Hands the running file to the started worker and times it. */
  function post() {
    const w = worker;
    if (!running || running.timer || !w || !ready) return;
    running.timer = setTimeout(() => {
      stop(w);
      settle((late) => late.reject(new WebVttTooSlowError(`still reading after ${timeoutMs} ms`)));
    }, timeoutMs);
    w.postMessage({ vtt: running.job.vtt, maxTagDepth });
  }

  function next() {
    const job = running ? undefined : waiting.shift();
    if (!job) return;
    running = { job };
    worker ??= spawn();
    post();
  }

  return {
    /** The file's cues and words (media/webvtt.ts#readWebVtt), read in the worker. */
    read(vtt: string): Promise<{ cues: number; text: string }> {
      if (waiting.length >= maxWaiting) return Promise.reject(new WebVttBusyError('too many files waiting'));
      return new Promise((resolve, reject) => {
        waiting.push({ vtt, resolve, reject });
        next();
      });
    },

    /** Stops the worker; files still waiting are refused. */
    async close(): Promise<void> {
      for (const job of waiting.splice(0)) job.reject(new WebVttBusyError('closed'));
      const w = worker;
      worker = null;
      settle((job) => job.reject(new WebVttBusyError('closed')));
      if (w) await w.terminate();
    },
  };
}

export type WebVttReader = ReturnType<typeof createWebVttReader>;

let shared: WebVttReader | undefined;
/** One reader (one worker) for the whole process, however many apps it runs; made on first use. */
export const sharedWebVttReader = (options: WebVttReaderOptions) => (shared ??= createWebVttReader(options));
