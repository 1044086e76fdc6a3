import { UPLOADED_POSTER_HEADER, UPLOADED_VIDEO_HEADER, UPLOAD_MESSAGES } from '@promptreel/contract';
import type * as tus from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_SIZE,
  MAX_RESUME_ROUNDS,
  RESUME_PAUSE_MS,
  startTusSession,
  type TusSessionEnvironment,
  type TusUploadLike,
  type UploadMetadata,
  type UploadProgress,
} from './tus-session';

const METADATA: UploadMetadata = {
  title: 'A clip',
  description: '',
  prompt: 'neon',
  platformId: '1',
  categoryId: '2',
};

const response = (status: number, headers: Record<string, string> = {}, body = ''): tus.HttpResponse => ({
  getStatus: () => status,
  getHeader: (name) => headers[name],
  getBody: () => body,
  getUnderlyingObject: () => null,
});

/** What tus-js-client's DetailedError carries: the response, or none for a dropped connection. */
const failure = (status?: number, body = '') =>
  Object.assign(new Error('request failed'), { originalResponse: status ? response(status, {}, body) : null });

/** A stand-in for tus-js-client's Upload: records what the session asks of it; the test plays the server. */
class FakeUpload implements TusUploadLike {
  static last: FakeUpload;
  static previous: tus.PreviousUpload[] = [];
  starts = 0;
  aborts: (boolean | undefined)[] = [];
  resumedFrom: tus.PreviousUpload | null = null;

  constructor(
    readonly file: Blob,
    readonly options: tus.UploadOptions,
  ) {
    FakeUpload.last = this;
  }

  start() {
    this.starts += 1;
  }
  abort(shouldTerminate?: boolean) {
    this.aborts.push(shouldTerminate);
    return Promise.resolve();
  }
  findPreviousUploads() {
    return Promise.resolve(FakeUpload.previous);
  }
  resumeFromPreviousUpload(previous: tus.PreviousUpload) {
    this.resumedFrom = previous;
  }

  progress(sent: number, total: number) {
    this.options.onProgress?.(sent, total);
  }
  fail(error: Error) {
    this.options.onError?.(error);
  }
  succeed(headers: Record<string, string>) {
    this.options.onSuccess?.({ lastResponse: response(204, headers) });
  }
}

/** Timers and the connection under the test's control. */
function harness(online = true) {
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const listeners = { offline: [] as (() => void)[], online: [] as (() => void)[] };
  const state = { online };
  const environment: Partial<TusSessionEnvironment> = {
    Upload: FakeUpload,
    isOnline: () => state.online,
    watchConnection(onOffline, onOnline) {
      listeners.offline.push(onOffline);
      listeners.online.push(onOnline);
      return () => {
        listeners.offline.splice(listeners.offline.indexOf(onOffline), 1);
        listeners.online.splice(listeners.online.indexOf(onOnline), 1);
      };
    },
    setTimer(run, ms) {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer(timer) {
      if (timer) (timer as { cleared: boolean }).cleared = true;
    },
  };
  const pending = () => timers.filter((t) => !t.cleared);
  return {
    environment,
    listeners,
    pending,
    /** Runs the timers that are due, as the browser would after their delay. */
    elapse() {
      for (const timer of pending()) {
        timer.cleared = true;
        timer.run();
      }
    },
    goOffline() {
      state.online = false;
      for (const listener of [...listeners.offline]) listener();
    },
    goOnline() {
      state.online = true;
      for (const listener of [...listeners.online]) listener();
    },
  };
}

/** Lets the session's start (which first looks for an earlier upload) run. */
const settleStart = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(h: ReturnType<typeof harness>, metadata = METADATA) {
  const reports: UploadProgress[] = [];
  const file = new Blob([new Uint8Array(100)], { type: 'video/mp4' });
  const session = startTusSession({
    endpoint: 'http://example.test/api/uploads',
    file,
    metadata,
    onProgress: (p) => reports.push(p),
    environment: h.environment,
  });
  return { session, reports, upload: FakeUpload.last, last: () => reports.at(-1) };
}

describe('tus session', () => {
  it('sends the file in chunks with its details and reports progress until the server is processing', async () => {
    FakeUpload.previous = [];
    const h = harness();
    const { upload, reports, last } = start(h);
    expect(reports[0]).toEqual({ sent: 0, total: 100, reconnecting: false, processing: false, resumed: false });
    expect(upload.options).toMatchObject({
      endpoint: 'http://example.test/api/uploads',
      chunkSize: CHUNK_SIZE,
      metadata: METADATA,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
    });
    await settleStart();
    expect(upload.starts).toBe(1);

    upload.progress(40, 100);
    expect(last()).toMatchObject({ sent: 40, total: 100, processing: false });
    upload.progress(100, 100);
    expect(last()).toMatchObject({ sent: 100, processing: true });
  });

  it('resolves with the video and the poster the server made, or with no poster when it made none', async () => {
    const withPoster = start(harness());
    await settleStart();
    withPoster.upload.succeed({ [UPLOADED_VIDEO_HEADER]: '/api/videos/7', [UPLOADED_POSTER_HEADER]: '/media/p.jpg' });
    await expect(withPoster.session.outcome).resolves.toEqual({
      ok: true,
      result: { id: 7, posterUrl: '/media/p.jpg' },
    });

    const without = start(harness());
    await settleStart();
    without.upload.succeed({ [UPLOADED_VIDEO_HEADER]: '/api/videos/8' });
    await expect(without.session.outcome).resolves.toEqual({ ok: true, result: { id: 8, posterUrl: null } });

    const broken = start(harness());
    await settleStart();
    broken.upload.succeed({});
    await expect(broken.session.outcome).resolves.toEqual({
      ok: false,
      status: 204,
      message: UPLOAD_MESSAGES.couldNotSave,
    });
  });

  it('pauses and resumes on request, from where the server is', async () => {
    const h = harness();
    const { session, upload, last } = start(h);
    await settleStart();
    upload.progress(30, 100);

    session.pause();
    expect(upload.aborts).toEqual([false]); // keeps what the server has
    expect(last()).toMatchObject({ sent: 30, reconnecting: true });
    session.pause(); // a second pause changes nothing
    expect(upload.aborts).toEqual([false]);

    session.resume();
    expect(upload.starts).toBe(2);
    upload.progress(60, 100);
    expect(last()).toMatchObject({ sent: 60, reconnecting: false });
  });

  it('retries after a dropped connection once the pause is over, and gives up after its rounds', async () => {
    const h = harness();
    const { session, upload, last } = start(h);
    await settleStart();

    for (let round = 1; round <= MAX_RESUME_ROUNDS; round++) {
      upload.fail(failure());
      expect(last()).toMatchObject({ reconnecting: true });
      expect(h.pending().map((t) => t.ms)).toEqual([RESUME_PAUSE_MS]);
      h.elapse();
      expect(upload.starts).toBe(1 + round);
    }
    upload.fail(failure());
    await expect(session.outcome).resolves.toEqual({
      ok: false,
      status: 0,
      message: 'Could not reach Promptreel. Check your connection and try again.',
    });
    expect(h.pending()).toEqual([]);
  });

  it('counts its rounds afresh once bytes move again', async () => {
    const h = harness();
    const { session, upload } = start(h);
    await settleStart();
    let settled = false;
    void session.outcome.then(() => (settled = true));
    for (let i = 0; i < MAX_RESUME_ROUNDS * 2; i++) {
      upload.fail(failure(503));
      h.elapse();
      upload.progress(i + 1, 100);
    }
    await settleStart();
    expect(settled).toBe(false);
    expect(upload.starts).toBe(1 + MAX_RESUME_ROUNDS * 2);
  });

  it("lets tus retry a transient failure only while online, and ends at once on the server's refusal", async () => {
    const h = harness();
    const { session, upload, last } = start(h);
    await settleStart();
    const shouldRetry = (error: Error) => upload.options.onShouldRetry!(error as tus.DetailedError, 0, upload.options);
    expect(shouldRetry(failure(502))).toBe(true);
    expect(last()).toMatchObject({ reconnecting: true });
    expect(shouldRetry(failure(429))).toBe(false);

    upload.fail(failure(429, JSON.stringify({ code: 'too_many_requests', message: 'Daily limit reached. Really.' })));
    await expect(session.outcome).resolves.toEqual({ ok: false, status: 429, message: 'Daily limit reached. Really.' });
    expect(h.pending()).toEqual([]);
  });

  it('falls back to the spec texts by status when the answer is not ours', async () => {
    const cases: [number, string][] = [
      [401, UPLOAD_MESSAGES.logInToUpload],
      [413, UPLOAD_MESSAGES.tooLarge],
      [400, UPLOAD_MESSAGES.unexpected],
    ];
    for (const [status, message] of cases) {
      const { session, upload } = start(harness());
      await settleStart();
      upload.fail(failure(status, '<html>proxy</html>'));
      await expect(session.outcome).resolves.toEqual({ ok: false, status, message });
    }
  });

  it('waits while offline and carries on when the connection is back', async () => {
    const h = harness();
    const { upload, last } = start(h);
    await settleStart();
    upload.progress(50, 100);

    h.goOffline();
    expect(upload.aborts).toEqual([false]);
    expect(last()).toMatchObject({ reconnecting: true });
    expect(h.pending()).toEqual([]); // no timed retry: only the connection's return resumes
    expect(upload.options.onShouldRetry!(failure() as tus.DetailedError, 0, upload.options)).toBe(false);

    h.goOnline();
    expect(upload.starts).toBe(2);
  });

  it('starts paused when the browser is offline from the start', async () => {
    const h = harness(false);
    const { upload } = start(h);
    await settleStart();
    expect(upload.starts).toBe(0);
    h.goOnline();
    expect(upload.starts).toBe(1);
  });

  it('resumes an earlier upload of the same file only when its details match', async () => {
    const earlier = (metadata: Record<string, string>): tus.PreviousUpload => ({
      size: 100,
      metadata,
      creationTime: '2026-01-01',
      urlStorageKey: 'k',
      uploadUrl: 'http://example.test/api/uploads/abc',
      parallelUploadUrls: null,
    });
    FakeUpload.previous = [earlier({ ...METADATA, title: 'Another' }), earlier({ ...METADATA })];
    const { upload, last } = start(harness());
    await settleStart();
    expect(upload.resumedFrom).toBe(FakeUpload.previous[1]);
    expect(last()).toMatchObject({ resumed: true });

    FakeUpload.previous = [earlier({ ...METADATA, prompt: 'other' })];
    const other = start(harness());
    await settleStart();
    expect(other.upload.resumedFrom).toBeNull();
    FakeUpload.previous = [];
  });

  it('on Cancel settles as cancelled and deletes what the server holds; nothing happens after', async () => {
    const h = harness();
    const { session, upload, reports } = start(h);
    await settleStart();
    await session.cancel();
    await expect(session.outcome).resolves.toEqual({ ok: false, cancelled: true });
    expect(upload.aborts).toEqual([true]);
    expect(h.listeners.offline).toEqual([]);

    const count = reports.length;
    upload.progress(10, 100);
    upload.fail(failure());
    expect(reports.length).toBe(count);
    expect(h.pending()).toEqual([]);
  });

  it('when abandoned keeps what was sent and stops listening', async () => {
    const h = harness();
    const { session, upload } = start(h);
    await settleStart();
    session.abandon();
    expect(upload.aborts).toEqual([false]);
    expect(h.listeners.online).toEqual([]);
    h.goOnline();
    expect(upload.starts).toBe(1);
  });
});
