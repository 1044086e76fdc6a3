// The worker thread of webvtt-reader.ts: reads one WebVTT file per message, off the event loop.
import { parentPort } from 'node:worker_threads';
import { NotWebVttError, readWebVtt, WebVttTooDeepError } from './webvtt.js';

/** What the worker answers for one file ('ready' once, as it starts: reading is timed from then). */
export type WebVttAnswer =
  | 'ready'
  | { ok: { cues: number; text: string } }
  | { fault: { line: number; message: string } }
  | { tooDeep: number }
  | { error: string };

parentPort?.on('message', ({ vtt, maxTagDepth }: { vtt: string; maxTagDepth: number }) => {
  let answer: WebVttAnswer;
  try {
    answer = { ok: readWebVtt(vtt, maxTagDepth) };
  } catch (err) {
    if (err instanceof NotWebVttError) answer = { fault: { line: err.line, message: err.fault } };
    else if (err instanceof WebVttTooDeepError) answer = { tooDeep: err.max };
    // A structure the depth check let by and that still ran out of stack is just as deep.
    else if (err instanceof RangeError) answer = { tooDeep: maxTagDepth };
    else answer = { error: String(err) };
  }
  parentPort?.postMessage(answer);
});
parentPort?.postMessage('ready' satisfies WebVttAnswer);
