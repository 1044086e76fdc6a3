import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { webBuild } from './helpers/web-build.js';

describe('the web app: the status of each screen and cached copies', () => {
  let t: TestApp;
  let videoId: number;
  let username: string;
  const webDist = webBuild({ 'assets/app-1234.js': 'console.log("app");\n' });

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
    const f = factories(t);
    const owner = await f.user();
    username = owner.username;
    videoId = (await f.video(owner.id)).id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers 200 for every screen of the app that has something to show', async () => {
    const urls = [
      '/',
      '/?tab=hot',
      '/upload',
      '/upload/',
      '/LOGIN',
      '/login?next=%2Fsettings',
      '/auth/callback',
      '/auth/confirm',
      '/reset',
      '/reset-password?token=x',
      '/signup',
      '/settings',
      '/search?q=koi',
      '/community-guidelines',
      '/admin',
      '/appeals/12?key=abc',
      `/video/${videoId}`,
      `/video/${videoId}?flag=true`,
      `/u/${username}`,
      `/u/${encodeURIComponent(username).replace('u', '%75')}`,
      `/u/${username}/followers`,
      `/u/${username}/following/`,
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('answers 404 with the same app for unknown paths, videos and users', async () => {
    const urls = [
      '/nothing-here',
      '/upload/more',
      '/video/999999',
      '/video/abc',
      '/appeals/abc',
      '/appeals/12/extra',
      '/video/0x10',
      `/video/${videoId}/extra`,
      '/u/nobody_by_that_name',
      '/u/nobody_by_that_name/followers',
      '/u/nobody_by_that_name/following',
      `/u/${username}/elsewhere`,
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/nothing-here' });
    expect(head.statusCode).toBe(404);
  });

  it('keeps JSON 404s for the API and answers an unknown user\'s lists with "User not found"', async () => {
    const api = await get('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
    for (const list of ['followers', 'following']) {
      const res = await get(`/api/profiles/nobody_by_that_name/${list}`);
      expect(res.statusCode, list).toBe(404);
      expect(res.json().message, list).toBe('User not found');
    }
  });

  it('gives the app page an ETag and answers 304 to a weak, listed or * If-None-Match', async () => {
    const first = await get('/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", W/${etag}`, '*']) {
      const res = await get('/', { 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.body).toBe('');
    }
    expect((await get('/', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // A video page carries its own tags, so its copy differs from the home page's.
    const video = await get(`/video/${videoId}`);
    expect(video.headers.etag).not.toBe(etag);
    expect((await get(`/video/${videoId}`, { 'if-none-match': `W/${video.headers.etag}` })).statusCode).toBe(304);
    // A 404 is not a cached copy of anything (RFC 9110 §13.2.1).
    expect((await get('/nothing-here', { 'if-none-match': '*' })).statusCode).toBe(404);
  });

  it('answers 304 for static files with a weak, strong, listed or * If-None-Match', async () => {
    const first = await get('/assets/app-1234.js');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    const strong = etag.replace(/^W\//, '');
    for (const ifNoneMatch of [etag, strong, `W/${strong}`, `"other", ${etag}`, '*']) {
      const res = await get('/assets/app-1234.js', { 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
    }
    expect((await get('/assets/app-1234.js', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });
});
