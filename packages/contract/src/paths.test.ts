import { describe, expect, it } from 'vitest';
import { paths } from './paths.js';

describe('paths', () => {
  it('builds feed links, leaving the default tab out', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.home.href({ tab: 'latest' })).toBe('/');
    expect(paths.home.href({ tab: 'hot', category: 'sci-fi' })).toBe('/?tab=hot&category=sci-fi');
  });

  it('builds video links with anchors', () => {
    expect(paths.video.href(12)).toBe('/video/12');
    expect(paths.video.href(12, 'prompt')).toBe('/video/12#prompt');
    expect(paths.video.flagHref(12)).toBe('/video/12?flag=true');
  });

  it('encodes usernames and search terms', () => {
    expect(paths.profile.href('a b')).toBe('/u/a%20b');
    expect(paths.followers.href('neonfable')).toBe('/u/neonfable/followers');
    expect(paths.search.href({ q: ' koi pond ', orientation: 'portrait' })).toBe(
      '/search?q=koi+pond&orientation=portrait',
    );
  });
});

describe('account paths', () => {
  it('carries where to go after logging in', () => {
    expect(paths.login.href()).toBe('/login');
    expect(paths.login.href('/')).toBe('/login');
    expect(paths.login.href('/settings?section=password')).toBe('/login?next=%2Fsettings%3Fsection%3Dpassword');
  });

  it('links settings sections, leaving the first out', () => {
    expect(paths.settings.href()).toBe('/settings');
    expect(paths.settings.href('profile')).toBe('/settings');
    expect(paths.settings.href('social')).toBe('/settings?section=social');
  });
});
