import { errorBodySchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { declaredRoutesOf, type DeclaredRoute, type Route } from './helpers/route-tree.js';
import { rowCount } from './helpers/row-count.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The role matrix, made of the routes' declarations (`access` in each route()): a visitor is asked
 * to sign in on every route declared signed-in or admin; a user, the video's owner and the account
 * concerned are refused every admin route; and none of them changes anything. So a declaration's
 * access is what the route enforces (the services check it, first thing).
 */
describe('who may call what: every route, by role', () => {
  let t: TestApp;
  let owner: SignedUp;
  let user: SignedUp;
  let routes: DeclaredRoute[];
  let ids: { video: number; comment: number; upload: string };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'roles-admin@example.test' });
    owner = await signUpVerified(t, 'roles-owner@example.test');
    user = await signUpVerified(t, 'roles-user@example.test');
    await signUpVerified(t, 'roles-admin@example.test');
    const video = await factories(t).video(owner.user.id);
    const comment = await user.browser.post(`/api/videos/${video.id}/comments`, { body: 'Lovely light.' });
    expect(comment.statusCode, comment.body).toBe(201);
    // The owner's upload begun and not finished: what PATCH and DELETE /api/uploads/:id name.
    const begun = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        origin: t.config.publicUrl,
        cookie: owner.browser.cookie,
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': `title ${Buffer.from('Begun').toString('base64')},platformId ${Buffer.from('1').toString('base64')},categoryId ${Buffer.from('2').toString('base64')}`,
      },
    });
    expect(begun.statusCode, begun.body).toBe(201);
    ids = {
      video: video.id,
      comment: comment.json().id,
      upload: String(begun.headers.location).split('/').at(-1)!,
    };
    const flag = await user.browser.post(`/api/videos/${video.id}/flags`, {
      categoryId: 1,
      reason: 'Looks like real footage of a person.',
    });
    expect(flag.statusCode, flag.body).toBe(201);
    routes = await declaredRoutesOf(t);
  });
  afterAll(() => t.close());

  /** The route's path with real ids: the owner's video, the user's comment, the owner's account. */
  const urlOf = (path: string) =>
    path
      .replace(/\/(videos|appeals)\/:id/, (_m, kind: string) => `/${kind}/${kind === 'videos' ? ids.video : 1}`)
      .replace('/comments/:id', `/comments/${ids.comment}`)
      .replace('/notifications/:id', '/notifications/1')
      .replace('/collections/:id', '/collections/1')
      .replace(':videoId', String(ids.video))
      .replace(/\/(users|profiles)\/:id/, (_m, kind: string) => `/${kind}/${owner.user.id}`)
      .replace(':username', owner.user.username)
      .replace(':label', 'sensitive')
      .replace(':language', 'en');
  /** A body an admin's call would be taken with: the role must be refused before it is read. */
  const body = { reason: 'A reason long enough to be taken.', section: 'spam', days: 3, outcome: 'overturned' };
  const call = (who: ReturnType<typeof browser>, r: Route) => {
    const url = urlOf(r.path);
    // The resumable upload protocol answers 412 to a request that does not speak it, before anything.
    if (r.path.startsWith('/api/uploads'))
      return t.app.inject({
        method: r.method,
        url: url.replace(':id', ids.upload),
        headers: {
          origin: t.config.publicUrl,
          'tus-resumable': '1.0.0',
          'upload-length': '1000',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          ...(who.cookie ? { cookie: who.cookie } : {}),
        },
        payload: r.method === 'PATCH' ? Buffer.alloc(10) : undefined,
      });
    switch (r.method) {
      case 'GET':
        return who.get(url);
      case 'POST':
        return who.post(url, body);
      case 'PATCH':
        return who.patch(url, body);
      case 'PUT':
        return who.put(url, body);
      case 'DELETE':
        return who.delete(url);
    }
  };
  /** What any decision or write would change. */
  const state = async () => {
    const count = (
      table: 'audit_log' | 'account_actions' | 'video_labels' | 'video_captions' | 'appeals' | 'follows' | 'claps',
    ) => rowCount(t.handle.db, table);
    const db = t.handle.db;
    return {
      audit: await count('audit_log'),
      actions: await count('account_actions'),
      labels: await count('video_labels'),
      captions: await count('video_captions'),
      appeals: await count('appeals'),
      follows: await count('follows'),
      claps: await count('claps'),
      flags: await db.selectFrom('video_flags').select(['id', 'status']).orderBy('id').execute(),
      comments: await db.selectFrom('comments').select(['id', 'body', 'removed_at']).orderBy('id').execute(),
      videos: await db
        .selectFrom('videos')
        .select(['id', 'title', 'held_prefix', 'labels', 'marked_sensitive', 'thumbnail_url', 'poster_requested_at'])
        .orderBy('id')
        .execute(),
      people: await db
        .selectFrom('profiles')
        .select(['id', 'username', 'suspended_until', 'banned_at', 'deleted_at', 'sensitive_choice'])
        .orderBy('id')
        .execute(),
    };
  };

  const declaredAs = (access: DeclaredRoute['declaration']['access']) =>
    routes.filter((r) => r.declaration.access === access);

  it('finds the admin routes among the declared ones', () => {
    const admin = declaredAs('admin').map((r) => `${r.method} ${r.path}`);
    expect(admin).toEqual(
      expect.arrayContaining([
        'GET /api/admin/flags',
        'POST /api/admin/videos/:id/delete',
        'POST /api/admin/users/:id/ban',
        'GET /api/admin/audit-log.csv',
        'POST /api/admin/appeals/:id/decide',
      ]),
    );
    expect(admin.length).toBeGreaterThanOrEqual(17);
    // Every route under /api/admin/ is declared admin.
    expect(routes.filter((r) => r.path.startsWith('/api/admin/')).length).toBe(admin.length);
  });

  it('refuses every admin route to a visitor (401), a user, the owner and the account concerned (403)', async () => {
    const before = await state();
    const seen: string[] = [];
    for (const r of declaredAs('admin')) {
      for (const [role, who, status] of [
        ['visitor', browser(t), 401],
        ['user', user.browser, 403],
        ['owner', owner.browser, 403],
      ] as const) {
        const res = await call(who, r);
        seen.push(`${role} ${r.method} ${r.path} ${res.statusCode}`);
        expect(`${role} ${r.method} ${r.path} ${res.statusCode}`).toBe(`${role} ${r.method} ${r.path} ${status}`);
        expect(errorBodySchema.parse(res.json()).message).toBe('Access Denied');
      }
    }
    expect(seen.length).toBeGreaterThanOrEqual(17 * 3);
    expect(await state()).toEqual(before);
  });

  it("refuses a signed-in stranger what is someone else's (403), whatever they send, and writes nothing", async () => {
    const stranger = await signUpVerified(t, `roles-stranger@example.test`);
    const before = await state();
    const garbage = { title: 42, confirm: 'nope' };
    const answers = [
      ['PATCH /api/videos/:id', await stranger.browser.patch(`/api/videos/${ids.video}`, garbage)],
      ['PUT /api/videos/:id/recipe', await stranger.browser.put(`/api/videos/${ids.video}/recipe`, { recipe: null })],
      ['DELETE /api/videos/:id', await stranger.browser.delete(`/api/videos/${ids.video}`, garbage)],
      ['DELETE /api/comments/:id', await stranger.browser.delete(`/api/comments/${ids.comment}`)],
      [
        'PUT /api/videos/:id/captions/:language',
        await stranger.browser.put(`/api/videos/${ids.video}/captions/xx`, garbage),
      ],
      [
        'DELETE /api/videos/:id/captions/:language',
        await stranger.browser.delete(`/api/videos/${ids.video}/captions/en`),
      ],
      [
        'POST /api/videos/:id/poster/frame',
        await stranger.browser.post(`/api/videos/${ids.video}/poster/frame`, { atMs: 'nope' }),
      ],
      [
        'POST /api/videos/:id/poster/image',
        await stranger.browser.post(`/api/videos/${ids.video}/poster/image`, garbage),
      ],
    ] as const;
    expect(answers.map(([name, res]) => `${name} ${res.statusCode}`)).toEqual([
      'PATCH /api/videos/:id 403',
      'PUT /api/videos/:id/recipe 403',
      'DELETE /api/videos/:id 403',
      'DELETE /api/comments/:id 403',
      'PUT /api/videos/:id/captions/:language 403',
      'DELETE /api/videos/:id/captions/:language 403',
      'POST /api/videos/:id/poster/frame 403',
      'POST /api/videos/:id/poster/image 403',
    ]);
    expect(await state()).toEqual(before);
  });

  /**
   * Writes a visitor may make: the auth library's own routes (sign-up, sign-in, reset…), a view of a
   * video, an appeal through the key its notice's link carries (refused here: no key), the
   * e-mailed one-click unsubscribe, which its signed token authorises (refused here: no token),
   * a player's playback samples, which only feed the metrics, and how much of a view was watched,
   * which only feeds the creator's Studio for a visitor.
   */
  const OPEN_TO_VISITORS = [
    'POST /api/auth/*',
    'POST /api/videos/:id/views',
    'POST /api/videos/:id/watched',
    'POST /api/appeals/:id',
    'POST /api/notifications/unsubscribe',
    'POST /api/playback-samples',
  ];

  it('declares only the writes open to visitors as open to anyone', () => {
    const open = declaredAs('anyone').filter((r) => r.method !== 'GET');
    expect(open.map((r) => `${r.method} ${r.path}`).sort()).toEqual([...OPEN_TO_VISITORS].sort());
  });

  it('asks a visitor to sign in on every route declared signed-in, and writes nothing', async () => {
    const before = await state();
    const signedIn = declaredAs('signed-in');
    expect(signedIn.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const r of signedIn) answers.push(`${r.method} ${r.path} ${(await call(browser(t), r)).statusCode}`);
    // An upload begun by someone else is not found, for a visitor as for a user: its id reveals nothing.
    const expected = (r: Route) => (r.path === '/api/uploads/:id' ? 404 : 401);
    expect(answers).toEqual(signedIn.map((r) => `${r.method} ${r.path} ${expected(r)}`));
    // The appeal without its key: not the visitor's to make, and nothing written.
    const appeal = await browser(t).post(`/api/appeals/1`, {
      body: 'I did not break any guideline, please look again.',
      key: 'not-the-key',
    });
    expect([401, 403, 404]).toContain(appeal.statusCode);
    expect(await state()).toEqual(before);
  });
});
