import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from './video-player';

const clip = {
  title: 'Koi',
  publicUrl: '/media/videos/koi.mp4',
  posterUrl: '/media/videos/koi.jpg',
  posterVariants: [],
  width: 1080,
  height: 1920,
  orientation: 'portrait' as const,
  captions: [],
};

// The server renders this player into the video page, so its markup is what a visitor gets first.
describe('VideoPlayer', () => {
  it('loops, as the feed player does: clips are seconds long', () => {
    const html = renderToString(<VideoPlayer video={clip} />);
    expect(html).toMatch(/<video [^>]*\bloop=""/);
  });
});
