import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWarmStart } from './use-warm-start';

function Card({ src }: { src: string }) {
  const box = useRef<HTMLDivElement>(null);
  useWarmStart(box, src, []);
  return <div ref={box} />;
}

afterEach(() => vi.unstubAllGlobals());

describe("a card's warm start", () => {
  it('waits for the page to settle, then fetches the start of a video near the screen once', async () => {
    const watched: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          watched.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const fetched = vi.fn(() => Promise.resolve(new Response('')));
    vi.stubGlobal('fetch', fetched);

    render(<Card src="/media/a.mp4" />);
    // Nothing on the page's own first task: the watching starts once the browser is idle.
    expect(watched).toHaveLength(0);
    await waitFor(() => expect(watched).toHaveLength(1));
    watched[0]!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched).toHaveBeenCalledWith(
      '/media/a.mp4',
      expect.objectContaining({ headers: { Range: expect.stringMatching(/^bytes=0-\d+$/) } }),
    );
  });
});
