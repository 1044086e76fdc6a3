import { describe, expect, it, vi } from 'vitest';
import type { JobRun } from '../services/jobs.service.js';
import {
  checkedPayload,
  createJobHandlers,
  JOB_KINDS,
  readersSeeJob,
  type JobKind,
  type JobServices,
} from './kinds.js';

/** Services that record what was asked of them. */
function fakeServices() {
  return {
    processing: {
      processVideo: vi.fn(async () => 'done' as const),
      makeRenditions: vi.fn(async () => 'done' as const),
      deleteObject: vi.fn(async () => undefined),
      giveUp: vi.fn(async () => undefined),
    },
    heldVideos: { endHold: vi.fn(async () => ({ outcome: 'done' as const })) },
    dataExport: { run: vi.fn(async () => 'gone' as const), failed: vi.fn(async () => []) },
    notifications: {
      sendNow: vi.fn(async () => undefined),
      sendDigest: vi.fn(async () => undefined),
      tellFollowers: vi.fn(async () => undefined),
    },
    visibility: { publishDue: vi.fn(async () => undefined) },
    posters: { makePoster: vi.fn(async () => 'done' as const), giveUp: vi.fn(async () => undefined) },
  } satisfies JobServices;
}

const fakeRun = (finished = true): JobRun => ({
  id: 7,
  workerId: 'w',
  finish: vi.fn(async () => finished),
  finishAndRequeue: vi.fn(async () => finished),
});

const payloads: { [K in JobKind]: unknown } = {
  'process-video': { videoId: 3 },
  'make-renditions': { videoId: 8 },
  'delete-object': { bucket: 'exports', key: 'u/x.zip' },
  'purge-held-video': { videoId: 4 },
  'publish-video': { videoId: 9 },
  'make-poster': { videoId: 2, requestedAt: 10, atMs: 1500 },
  'export-data': { exportId: 5 },
  'send-notification-email': { notificationId: 6, actorId: 'a' },
  'send-notification-digest': { userId: 'u' },
  'tell-followers': { videoId: 10 },
};

describe('the job registry', () => {
  it('has a payload for each kind in this test', () => {
    expect(Object.keys(JOB_KINDS).sort()).toEqual(Object.keys(payloads).sort());
  });

  it.each([
    [
      'process-video',
      (s: JobServices) => s.processing.processVideo,
      [{ id: 7, workerId: 'w', payload: { videoId: 3 } }],
    ],
    [
      'make-renditions',
      (s: JobServices) => s.processing.makeRenditions,
      [{ id: 7, workerId: 'w', payload: { videoId: 8 } }],
    ],
    ['delete-object', (s: JobServices) => s.processing.deleteObject, [{ bucket: 'exports', key: 'u/x.zip' }]],
    ['publish-video', (s: JobServices) => s.visibility.publishDue, [{ videoId: 9 }]],
    [
      'make-poster',
      (s: JobServices) => s.posters.makePoster,
      [{ videoId: 2, requestedAt: 10, atMs: 1500 }, expect.objectContaining({ id: 7 })],
    ],
    ['purge-held-video', (s: JobServices) => s.heldVideos.endHold, [{ videoId: 4 }]],
    ['export-data', (s: JobServices) => s.dataExport.run, [5]],
    ['send-notification-email', (s: JobServices) => s.notifications.sendNow, [6, 'a']],
    ['send-notification-digest', (s: JobServices) => s.notifications.sendDigest, ['u']],
    ['tell-followers', (s: JobServices) => s.notifications.tellFollowers, [10]],
  ] as const)('dispatches a %s job to its handler', async (kind, handlerOf, args) => {
    const services = fakeServices();
    const handlers = createJobHandlers(services);
    const payload = handlers.read(kind, JSON.stringify(payloads[kind]));
    await handlers.run(kind, payload, fakeRun());
    expect(handlerOf(services)).toHaveBeenCalledWith(...args);
    const called = Object.values(services).flatMap((s) => Object.values(s).filter((f) => f.mock.calls.length));
    expect(called).toHaveLength(1);
  });

  it("answers with the handler's outcome, or 'lost' when the job was taken over", async () => {
    const handlers = createJobHandlers(fakeServices());
    expect(await handlers.run('export-data', { exportId: 5 }, fakeRun())).toBe('gone');
    expect(await handlers.run('send-notification-digest', { userId: 'u' }, fakeRun(false))).toBe('lost');
  });

  it('queues a held video again while its appeal waits', async () => {
    const services = fakeServices();
    services.heldVideos.endHold.mockResolvedValueOnce({ outcome: 'wait', retryAt: 99 } as never);
    const run = fakeRun();
    expect(await createJobHandlers(services).run('purge-held-video', { videoId: 4 }, run)).toBe('done');
    expect(run.finishAndRequeue).toHaveBeenCalledWith(99);
    expect(run.finish).not.toHaveBeenCalled();
  });

  it('gives up through the kinds that have something to undo, and quietly for the others', async () => {
    const services = fakeServices();
    const handlers = createJobHandlers(services);
    await handlers.gaveUp('process-video', { videoId: 3 });
    await handlers.gaveUp('export-data', { exportId: 5 });
    await handlers.gaveUp('send-notification-digest', { userId: 'u' });
    await handlers.gaveUp('make-poster', { videoId: 2, requestedAt: 10, imageKey: 'incoming/2.png' });
    expect(services.processing.giveUp).toHaveBeenCalledWith({ videoId: 3 });
    expect(services.posters.giveUp).toHaveBeenCalledWith({ videoId: 2, requestedAt: 10, imageKey: 'incoming/2.png' });
    expect(services.dataExport.failed).toHaveBeenCalledWith(5);
  });

  it('refuses a payload its kind does not expect, saying what is wrong', () => {
    expect(() => checkedPayload('process-video', { videoId: 'three' })).toThrow(
      /bad payload for a job of kind process-video: .*videoId/s,
    );
    expect(() => checkedPayload('delete-object', { bucket: 'elsewhere', key: 'k' })).toThrow(/bucket/);
    expect(() => checkedPayload('make-poster', { videoId: 2, requestedAt: 10 })).toThrow(/a frame time or an image/);
    expect(() => checkedPayload('make-poster', { videoId: 2, requestedAt: 10, atMs: 1, imageKey: 'k' })).toThrow(
      /a frame time or an image/,
    );
    expect(() => checkedPayload('no-such-kind', {})).toThrow('no handler for jobs of kind no-such-kind');
    expect(() => createJobHandlers(fakeServices()).read('export-data', '{not json')).toThrow(
      'bad payload for a job of kind export-data: not JSON',
    );
  });

  it('keeps the payloads of jobs queued before a field was named', () => {
    expect(checkedPayload('delete-object', { key: 'u/old.mp4' })).toEqual({ key: 'u/old.mp4' });
  });
});

describe('which jobs drop kept answers when they end', () => {
  it('those whose writes readers see, and any kind not known here; not e-mails or file removals', () => {
    const seen = (Object.keys(JOB_KINDS) as JobKind[]).filter(readersSeeJob);
    expect(seen.sort()).toEqual([
      'make-poster',
      'make-renditions',
      'process-video',
      'publish-video',
      'purge-held-video',
    ]);
    expect(readersSeeJob('make-tea')).toBe(true);
  });
});
