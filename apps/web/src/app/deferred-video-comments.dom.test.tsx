import { commentsResponseSchema } from '@promptreel/contract';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { answer, server } from '../test/server';
import { SETTLE_MS } from '../lib/page-settled';
import { DeferredVideoComments } from './deferred-video-comments';

/** Answers the video's comments and counts the asks; `seen()` makes the section come on screen. */
function setUp() {
  const asked: number[] = [];
  const started = performance.now();
  server.use(
    signedInAs(null),
    http.get('/api/videos/7/comments', () => {
      asked.push(performance.now() - started);
      return answer(commentsResponseSchema, { items: [], nextCursor: null, total: 0 });
    }),
  );
  const observers: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  const seen = () =>
    observers.forEach((callback) =>
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
  return { asked, seen };
}

const render = (now = false) =>
  renderWithApp(<DeferredVideoComments video={{ id: 7, isOwned: false }} now={now} />, { route: '/video/7' });
const loginLink = () => screen.findByRole('link', { name: 'Log in to comment' }, { timeout: 4000 });

afterEach(() => vi.unstubAllGlobals());

describe("The video page's comments", () => {
  it('stand as a loading section at first, and start by themselves once the page has settled', async () => {
    const { asked } = setUp();
    render();
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByText('Loading comments…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to comment' })).toBeNull();

    expect(await loginLink()).toBeVisible();
    expect(await screen.findByText('No comments yet.')).toBeVisible();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toBeGreaterThanOrEqual(SETTLE_MS);
  });

  it('start at once when the section comes on screen', async () => {
    const { asked, seen } = setUp();
    render();
    seen();
    expect(await loginLink()).toBeVisible();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toBeLessThan(SETTLE_MS);
  });

  it('start at once for a link to #comments', async () => {
    const { asked } = setUp();
    render(true);
    expect(await loginLink()).toBeVisible();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toBeLessThan(SETTLE_MS);
  });
});
