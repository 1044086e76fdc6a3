import { playbackSamplesRequestSchema, type PlaybackSample } from '@promptreel/contract';
import { act, render } from '@testing-library/react';
import { http } from 'msw';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { noContent, recordBodies, server } from '../test/server';
import { BATCH_SIZE, measurePlayback, queuePlaybackSample } from './playback-samples';
import { pageIsSampled, usePlaybackSampling } from './use-playback-sampling';

const played = (firstFrameMs = 400): PlaybackSample => ({
  firstFrameMs,
  stalls: 0,
  stallMs: 0,
  rendition: '720p',
  connection: '4g',
});

/** What the page sent by beacon: each batch's samples, read as the server reads them. */
let beacons: { url: string; type: string; samples: Promise<PlaybackSample[]> }[] = [];
const beaconWorks = vi.fn<(url: string, data?: BodyInit | null) => boolean>();

beforeEach(() => {
  beacons = [];
  beaconWorks.mockImplementation((url, data) => {
    const blob = data as Blob;
    const samples = blob.text().then((text) => z.parse(playbackSamplesRequestSchema, JSON.parse(text)).samples);
    beacons.push({ url, type: blob.type, samples });
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: beaconWorks, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'connection');
});

const hidePage = () => act(() => void window.dispatchEvent(new Event('pagehide')));
const sent = () => Promise.all(beacons.map((b) => b.samples));

describe('playback samples: batching and sending', () => {
  it('sends nothing until ten are queued, then the ten in one beacon of JSON the contract takes', async () => {
    for (let i = 1; i < BATCH_SIZE; i++) queuePlaybackSample(played(i));
    expect(beacons).toHaveLength(0);
    queuePlaybackSample(played(BATCH_SIZE));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]).toMatchObject({ url: '/api/playback-samples', type: 'application/json' });
    expect((await sent())[0]!.map((s) => s.firstFrameMs)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('sends what is queued when the page is hidden: on pagehide, and on visibilitychange to hidden', async () => {
    queuePlaybackSample(played(1));
    queuePlaybackSample(played(2));
    expect(beacons).toHaveLength(0);
    await hidePage();
    expect(await sent()).toEqual([[played(1), played(2)]]);

    queuePlaybackSample(played(3));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await sent()).toEqual([[played(1), played(2)], [played(3)]]);
    // Nothing left to send: a second hiding sends no empty batch.
    await hidePage();
    expect(beacons).toHaveLength(2);
  });

  it('falls back to a keep-alive fetch when the browser refuses the beacon', async () => {
    beaconWorks.mockReturnValue(false);
    const { bodies, record } = recordBodies();
    server.use(
      http.post('/api/playback-samples', async ({ request }) => {
        await record(request);
        return noContent();
      }),
    );
    // The request as the page made it: MSW's copy does not keep `keepalive`.
    const fetched = vi.spyOn(globalThis, 'fetch');
    queuePlaybackSample(played(7));
    await hidePage();
    await vi.waitFor(() => expect(bodies).toEqual([{ samples: [played(7)] }]));
    expect(fetched).toHaveBeenCalledWith('/api/playback-samples', expect.objectContaining({ keepalive: true }));
  });
});

/** A stand-in player: a `<video>` and the hook, wired as a real player would be. */
function Player() {
  const videoRef = useRef<HTMLVideoElement>(null);
  usePlaybackSampling(videoRef, '1080p');
  return <video ref={videoRef} data-testid="video" />;
}

/** performance.now() as the test sets it, in milliseconds. */
let clock = 0;
const at = (ms: number, video: HTMLVideoElement, event: string) => {
  clock = ms;
  act(() => void video.dispatchEvent(new Event(event)));
};

describe('usePlaybackSampling', () => {
  beforeEach(() => {
    clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });

  it('measures play → first frame presented (requestVideoFrameCallback) and each stall, sent on pagehide', async () => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g' }, configurable: true });
    const { getByTestId } = render(<Player />);
    const video = getByTestId('video') as HTMLVideoElement;
    let presented: VideoFrameRequestCallback | undefined;
    video.requestVideoFrameCallback = (callback) => ((presented = callback), 1);
    await act(() => import('./playback-samples').then(() => undefined));

    at(1000, video, 'play');
    clock = 1350;
    act(() => presented!(1350, {} as VideoFrameCallbackMetadata));
    at(2000, video, 'waiting');
    at(2600, video, 'playing');
    at(3000, video, 'pause');
    at(4000, video, 'play'); // a resume: the same playback
    at(5000, video, 'waiting');
    at(5250, video, 'playing');
    await hidePage();
    expect(await sent()).toEqual([
      [{ firstFrameMs: 350, stalls: 2, stallMs: 850, rendition: '1080p', connection: '3g' }],
    ]);
  });

  it('without requestVideoFrameCallback, takes the first frame when currentTime moves; seeks are no stalls', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '4g', saveData: true },
      configurable: true,
    });
    const { getByTestId } = render(<Player />);
    const video = getByTestId('video') as HTMLVideoElement;
    Object.defineProperty(video, 'requestVideoFrameCallback', { value: undefined });
    let currentTime = 0;
    let seeking = false;
    Object.defineProperty(video, 'currentTime', { get: () => currentTime });
    Object.defineProperty(video, 'seeking', { get: () => seeking });
    await act(() => import('./playback-samples').then(() => undefined));

    at(100, video, 'play');
    at(300, video, 'timeupdate'); // still at 0: no frame yet
    currentTime = 0.04;
    at(900, video, 'timeupdate');
    seeking = true;
    at(1500, video, 'seeking');
    at(1600, video, 'waiting');
    seeking = false;
    at(2500, video, 'playing');
    at(3000, video, 'ended');
    expect(beacons).toHaveLength(0); // queued, not yet sent
    await hidePage();
    expect(await sent()).toEqual([
      [{ firstFrameMs: 800, stalls: 0, stallMs: 0, rendition: '1080p', connection: 'save-data' }],
    ]);
  });

  it('times a play pressed before the measuring code arrived from its own moment', async () => {
    const { getByTestId } = render(<Player />);
    const video = getByTestId('video') as HTMLVideoElement;
    let presented: VideoFrameRequestCallback | undefined;
    video.requestVideoFrameCallback = (callback) => ((presented = callback), 1);
    Object.defineProperty(video, 'paused', { get: () => false });
    at(1000, video, 'play'); // before the chunk's promise has settled
    clock = 1200;
    await act(() => import('./playback-samples').then(() => undefined));
    clock = 1400;
    act(() => presented!(1400, {} as VideoFrameCallbackMetadata));
    await hidePage();
    expect((await sent())[0]).toMatchObject([{ firstFrameMs: 400, rendition: '1080p', connection: 'unknown' }]);
  });

  it('sends nothing for a playback that never showed a frame, nor on a page not sampled', async () => {
    const video = document.createElement('video');
    const stop = measurePlayback(video, '480p');
    at(100, video, 'play');
    stop();
    await hidePage();
    expect(beacons).toHaveLength(0);

    pageIsSampled(false);
    const { getByTestId } = render(<Player />);
    const player = getByTestId('video') as HTMLVideoElement;
    player.requestVideoFrameCallback = (callback) => (callback(200, {} as VideoFrameCallbackMetadata), 1);
    await act(() => import('./playback-samples').then(() => undefined));
    at(100, player, 'play');
    await hidePage();
    expect(beacons).toHaveLength(0);
    pageIsSampled(true);
  });
});
