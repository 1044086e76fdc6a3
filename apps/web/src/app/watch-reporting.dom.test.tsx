import { FINISHED_SHARE, watchReportSchema, type SessionUser } from '@promptreel/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { useCurrentUser } from '../features/auth/api/get-me';
import { FINISHED_STORAGE_KEY } from '../lib/finished-videos';
import { viewSessionId } from '../lib/view-session';
import { playedShare } from '../lib/watch-tracker';
import { ALICE, signedInAs } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { noContent, server } from '../test/server';
import { useWatchReporting } from './watch-reporting';

/** A player of video 7 as every player names its video, on a page the app listens to; it says who is looking. */
function Player() {
  useWatchReporting();
  const user = useCurrentUser();
  const [open, setOpen] = useState(true);
  return (
    <>
      {open ? <video data-video-id="7" aria-label="Neon koi" /> : null}
      <button type="button" onClick={() => setOpen(false)}>
        Close player
      </button>
      {user !== undefined ? <p>{user ? 'signed in' : 'visitor'}</p> : null}
    </>
  );
}

let now = 0;
beforeEach(() => {
  now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

/** Stands in for what the browser knows of a 10-second clip: these spans (in seconds) were played. */
function play(video: HTMLElement, spans: [number, number][], event = 'timeupdate') {
  Object.defineProperty(video, 'duration', { value: 10, configurable: true });
  Object.defineProperty(video, 'played', {
    configurable: true,
    value: { length: spans.length, start: (i: number) => spans[i]![0], end: (i: number) => spans[i]![1] },
  });
  act(() => void video.dispatchEvent(new Event(event)));
}

/** The player for `user`, with every report the server got. */
async function player(user: SessionUser | null) {
  const reports: number[] = [];
  const sessionIds: (string | undefined)[] = [];
  server.use(
    signedInAs(user),
    http.post('/api/videos/7/watched', async ({ request }) => {
      const report = z.parse(watchReportSchema, await request.json());
      reports.push(report.share);
      sessionIds.push(report.sessionId);
      return noContent();
    }),
  );
  const rendered = renderWithApp(<Player />);
  await screen.findByText(user ? 'signed in' : 'visitor');
  // The clip starts: the measuring code is fetched then (let it arrive before the clip plays on).
  const video = screen.getByLabelText('Neon koi');
  await act(async () => {
    video.dispatchEvent(new Event('play'));
    await import('./watch-tracking');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...rendered, reports, sessionIds, video };
}

describe('playedShare', () => {
  it('counts the spans played, not where the playhead went', () => {
    const video = document.createElement('video');
    play(video, [
      [0, 2],
      [8, 10],
    ]);
    expect(playedShare(video)).toBe(0.4);
  });
});

describe('Watch reports, signed in', () => {
  it('fetches no code and sends nothing for a player that is only shown', async () => {
    server.use(signedInAs(ALICE));
    renderWithApp(<Player />);
    await screen.findByText('signed in');
    const video = screen.getByLabelText('Neon koi');

    play(video, [[0, 10]], 'timeupdate');
    play(video, [[0, 10]], 'pause');

    // No handler answers a report here: one sent would fail the test.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('tells the largest share at most every 10 s while it grows, and at a pause', async () => {
    const { video, reports } = await player(ALICE);

    play(video, [[0, 1]]);
    now = 5_000;
    play(video, [[0, 5]]);
    expect(reports).toEqual([]);
    now = 10_500;
    play(video, [[0, 9.5]]);
    await waitFor(() => expect(reports).toEqual([0.95]));

    now = 11_000;
    play(video, [[0, 10]], 'pause');
    await waitFor(() => expect(reports).toEqual([0.95, 1]));
    // Seeking back and pausing again: the share did not grow, so nothing more is said.
    now = 30_000;
    play(video, [[0, 10]], 'pause');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).toEqual([0.95, 1]);
  });

  it('tells what is left when the page hides, and when the player goes', async () => {
    const { video, reports, user } = await player(ALICE);

    play(video, [[0, 3]]);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(reports).toEqual([0.3]));

    now = 2_000;
    play(video, [[0, 6]]);
    // A playing element taken out of the page pauses (the browser does this; happy-dom does not).
    await user.click(screen.getByRole('button', { name: 'Close player' }));
    expect(video).not.toBeInTheDocument();
    play(video, [[0, 6]], 'pause');
    await waitFor(() => expect(reports).toEqual([0.3, 0.6]));
  });

  it('counts another video shown in the same element as a new view', async () => {
    const { video, reports } = await player(ALICE);

    play(video, [[0, 8]], 'pause');
    await waitFor(() => expect(reports).toEqual([0.8]));
    server.use(
      http.post('/api/videos/8/watched', async ({ request }) => {
        reports.push(-z.parse(watchReportSchema, await request.json()).share);
        return noContent();
      }),
    );
    video.dataset.videoId = '8';
    play(video, [[0, 2]], 'pause');
    // Video 8's share is recorded negated here, to tell the two apart.
    await waitFor(() => expect(reports).toEqual([0.8, -0.2]));
  });
});

describe('Watch reports, for a visitor', () => {
  it('sends each share with the session id its view was counted under', async () => {
    const { video, reports, sessionIds } = await player(null);

    play(video, [[0, 4]], 'pause');
    await waitFor(() => expect(reports).toEqual([0.4]));
    expect(sessionIds).toEqual([viewSessionId()]);
  });

  it('keeps the videos watched to the end in this browser session', async () => {
    const { video, reports } = await player(null);

    play(video, [[0, (FINISHED_SHARE - 0.1) * 10]], 'pause');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(sessionStorage.getItem(FINISHED_STORAGE_KEY)).toBeNull();

    play(video, [[0, 10]], 'pause');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(FINISHED_STORAGE_KEY) ?? '[]')).toEqual([7]));
    expect(reports.at(-1)).toBe(1);
  });
});

describe('Watch reports, signed in, name no session', () => {
  it('sends the share alone', async () => {
    const { video, sessionIds } = await player(ALICE);

    play(video, [[0, 5]], 'pause');
    await waitFor(() => expect(sessionIds).toEqual([undefined]));
  });
});
