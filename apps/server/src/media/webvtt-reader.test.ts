import { afterEach, describe, expect, it } from 'vitest';
import { NotWebVttError, WebVttTooDeepError } from './webvtt.js';
import { createWebVttReader, WebVttBusyError, WebVttTooSlowError, type WebVttReader } from './webvtt-reader.js';

const small = 'WEBVTT\n\n00:00.000 --> 00:01.000\n<v Ana>Koi <b>circle</b></v>\n';
const at = (s: number) =>
  [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, '0')).join(':') + '.000';
/** ~4.6 MB of cues: about half a second of reading on a quiet machine, far more than the bound below. */
const large = `WEBVTT\n\n${Array.from({ length: 60_000 }, (_, i) => `${at(i)} --> ${at(i + 1)}\nPaper lanterns drift over the harbour at dusk\n`).join('\n')}`;

describe('createWebVttReader (a worker thread)', () => {
  let reader: WebVttReader | undefined;
  afterEach(() => reader?.close());

  it('reads cues and words in the worker, and passes on the faults of a bad file', async () => {
    reader = createWebVttReader({ maxTagDepth: 4 });
    expect(await reader.read(small)).toEqual({ cues: 1, text: 'Koi circle\n' });
    await expect(reader.read('hello\n')).rejects.toBeInstanceOf(NotWebVttError);
    await expect(
      reader.read(`WEBVTT\n\n00:00.000 --> 00:01.000\n${'<i>'.repeat(5)}x${'</i>'.repeat(5)}\n`),
    ).rejects.toBeInstanceOf(WebVttTooDeepError);
    expect(await reader.read(small)).toEqual({ cues: 1, text: 'Koi circle\n' });
  });

  it('stops a file that takes longer than the bound, and reads the next one in a new worker', async () => {
    // Timed from when the worker has started, so its start-up (~1 s through tsx) does not count.
    reader = createWebVttReader({ timeoutMs: 100 });
    const [slow, quick] = await Promise.allSettled([reader.read(large), reader.read(small)]);
    expect(slow.status === 'rejected' && slow.reason).toBeInstanceOf(WebVttTooSlowError);
    expect(quick).toEqual({ status: 'fulfilled', value: { cues: 1, text: 'Koi circle\n' } });
  });

  it('refuses a file when too many are waiting', async () => {
    reader = createWebVttReader({ maxWaiting: 1 });
    const first = reader.read(small);
    const second = reader.read(small);
    await expect(reader.read(small)).rejects.toBeInstanceOf(WebVttBusyError);
    expect((await Promise.all([first, second])).map((r) => r.cues)).toEqual([1, 1]);
  });
});
