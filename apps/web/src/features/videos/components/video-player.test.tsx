import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from './video-player';

const clip = {
  id: 7,
  title: 'Koi',
  publicUrl: '/media/videos/koi.mp4',
  posterUrl: '/media/videos/koi.jpg',
  posterVariants: [],
  renditions: [
    { url: '/media/videos/koi-480p.mp4', width: 480, height: 854, bitrate: 800_000 },
    { url: '/media/videos/koi-720p.mp4', width: 720, height: 1280, bitrate: 2_000_000 },
  ],
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

  it('names the smallest rendition in the server markup: it starts on any connection', () => {
    const html = renderToString(<VideoPlayer video={clip} />);
    expect(html).toMatch(/<video [^>]*\bsrc="\/media\/videos\/koi-480p.mp4"/);
  });

  it('plays the upload itself when there is no rendition', () => {
    const html = renderToString(<VideoPlayer video={{ ...clip, renditions: [] }} />);
    expect(html).toMatch(/<video [^>]*\bsrc="\/media\/videos\/koi.mp4"/);
  });
});
