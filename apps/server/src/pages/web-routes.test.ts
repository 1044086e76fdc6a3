import { paths } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { matchWebRoute } from './web-routes.js';

describe("the server's match of the web app's routes", () => {
  it("knows every page without a parameter, from the contract's paths", () => {
    const staticPaths = Object.values(paths)
      .map((route) => route.path)
      .filter((path) => !path.includes(':'));
    expect(staticPaths).toContain('/community-guidelines');
    for (const path of staticPaths) {
      expect(matchWebRoute(path), path).toEqual({ kind: 'page' });
      expect(matchWebRoute(`${path.toUpperCase()}/`.replace('//', '/')), path).toEqual({ kind: 'page' });
    }
  });

  it('reads the parameters of videos, people and appeals as React Router does', () => {
    expect(matchWebRoute('/video/12')).toEqual({ kind: 'video', id: '12' });
    expect(matchWebRoute('/Video/abc/')).toEqual({ kind: 'video', id: 'abc' });
    expect(matchWebRoute('/u/a%20b')).toEqual({ kind: 'user', username: 'a b', list: null });
    expect(matchWebRoute('/u/neon/Followers')).toEqual({ kind: 'user', username: 'neon', list: 'followers' });
    expect(matchWebRoute('/u/neon/following')).toEqual({ kind: 'user', username: 'neon', list: 'following' });
    expect(matchWebRoute('/appeals/42')).toEqual({ kind: 'page' });
  });

  it('answers not found for anything else', () => {
    for (const path of [
      '/nowhere',
      '/video',
      '/video/',
      '/video/12/more',
      '/video/12//',
      '/u//followers',
      '/u/neon/friends',
      '/u/%E0%A4%A',
      '/appeals/0',
      '/appeals/x',
      '/appeals/12345678901234567',
      '/upload/extra',
      '/%75pload',
    ])
      expect(matchWebRoute(path), path).toBeNull();
  });
});
