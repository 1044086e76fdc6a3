import { beforeEach, describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://promptreel.example';

/** A fresh copy of the module (its memory of pages starts empty), on a page with this referrer. */
async function freshModule(referrer = '') {
  vi.resetModules();
  vi.stubGlobal('document', { referrer });
  vi.stubGlobal('location', { origin: ORIGIN });
  return import('./view-source');
}

let pageSource: Awaited<ReturnType<typeof freshModule>>['pageSource'];
beforeEach(async () => ({ pageSource } = await freshModule()));

describe('pageSource', () => {
  it('names each feed tab, Latest by default', () => {
    expect(pageSource('/', '')).toBe('latest');
    expect(pageSource('/', '?tab=latest&platform=sora')).toBe('latest');
    expect(pageSource('/', '?tab=hot')).toBe('hot');
    expect(pageSource('/', '?tab=following')).toBe('following');
    expect(pageSource('/', '?tab=foryou&category=nature')).toBe('for-you');
  });

  it('names search, profiles and collections; other pages are direct; a video page names none', () => {
    expect(pageSource('/search', '?q=koi')).toBe('search');
    expect(pageSource('/u/bob', '')).toBe('profile');
    expect(pageSource('/u/bob/collections/4', '')).toBe('collection');
    expect(pageSource('/u/bob/followers', '')).toBe('direct');
    expect(pageSource('/notifications', '')).toBe('direct');
    expect(pageSource('/video/7', '')).toBeNull();
  });
});

describe('notePage and viewSource', () => {
  it('give a video page opened within the site the source of the page before, through the next video', async () => {
    const { notePage, viewSource } = await freshModule('https://elsewhere.example/post');
    notePage({ pathname: '/', search: '?tab=foryou' });
    expect(viewSource()).toBe('for-you');
    notePage({ pathname: '/video/7', search: '' });
    notePage({ pathname: '/video/8', search: '' });
    expect(viewSource()).toBe('for-you');
    notePage({ pathname: '/u/bob', search: '' });
    notePage({ pathname: '/video/9', search: '' });
    expect(viewSource()).toBe('profile');
  });

  it('make a first video page other-site when another site sent the viewer', async () => {
    const { notePage, viewSource } = await freshModule('https://elsewhere.example/post');
    notePage({ pathname: '/video/7', search: '' });
    expect(viewSource()).toBe('other-site');
    // The viewer stays on our pages: the next video keeps where the visit came from.
    notePage({ pathname: '/video/8', search: '' });
    expect(viewSource()).toBe('other-site');
  });

  it('make a first video page direct without a referrer, or with one of ours that names no source', async () => {
    const typed = await freshModule('');
    typed.notePage({ pathname: '/video/7', search: '' });
    expect(typed.viewSource()).toBe('direct');
    const ours = await freshModule(`${ORIGIN}/settings`);
    ours.notePage({ pathname: '/video/7', search: '' });
    expect(ours.viewSource()).toBe('direct');
    const video = await freshModule(`${ORIGIN}/video/3`);
    video.notePage({ pathname: '/video/7', search: '' });
    expect(video.viewSource()).toBe('direct');
  });

  // A card's link pressed before the app took the card over loads the video page whole: the view
  // still counts for the page it was opened from (e2e/studio.spec.ts saw 'direct').
  it('give a first video page opened from a page of ours, as a whole page load, that page’s source', async () => {
    for (const [from, source] of [
      ['/u/bob', 'profile'],
      ['/?tab=hot', 'hot'],
      ['/search?q=koi', 'search'],
    ] as const) {
      const page = await freshModule(`${ORIGIN}${from}`);
      page.notePage({ pathname: '/video/7', search: '' });
      expect(page.viewSource(), from).toBe(source);
    }
  });

  it('say nothing before any page was noted (the server takes that as direct)', async () => {
    expect((await freshModule()).viewSource()).toBeUndefined();
  });
});
