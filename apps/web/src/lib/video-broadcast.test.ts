import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { broadcastVideoChange, listenForVideoChanges, readVideoChange } from './video-broadcast';

const video = (id: number, claps: number) => ({
  id,
  viewsCount: 3,
  publicUrl: `/media/${id}.mp4`,
  claps,
  clapped: false,
});

describe('readVideoChange', () => {
  it('keeps only the fields a broadcast may change', () => {
    expect(readVideoChange({ videoId: 4, patch: { claps: 2, clapped: true, title: 'x', publicUrl: 'y' } })).toEqual({
      videoId: 4,
      patch: { claps: 2, clapped: true },
    });
  });

  it('ignores anything else', () => {
    for (const data of [null, 'text', { videoId: '4', patch: {} }, { videoId: 4 }, { videoId: 4, patch: null }]) {
      expect(readVideoChange(data)).toBeNull();
    }
  });
});

describe('broadcast between tabs', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it("patches the other tab's cached copies of the video, and only that video", async () => {
    const otherTab = new QueryClient();
    otherTab.setQueryData(['feed'], { items: [video(1, 5), video(2, 7)] });
    otherTab.setQueryData(['video', 1], video(1, 5));
    stops.push(listenForVideoChanges(otherTab));

    broadcastVideoChange(1, { claps: 6, clapped: true });
    await expect
      .poll(() => otherTab.getQueryData<{ claps: number; clapped: boolean }>(['video', 1]))
      .toMatchObject({ claps: 6, clapped: true });
    expect(otherTab.getQueryData(['feed'])).toEqual({
      items: [{ ...video(1, 6), clapped: true }, video(2, 7)],
    });
  });
});
