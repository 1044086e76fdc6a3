import { ownProfileSchema, publicProfileSchema, socialLinksResponseSchema } from '@promptreel/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, TEST_DB, type TestApp } from './helpers/test-app.js';

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----promptreel${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('profiles', () => {
  let t: TestApp;
  let me: SignedUp;
  const origin = () => t.config.publicUrl;

  const uploadAvatar = (cookie: string, filename: string, type: string, bytes: Buffer) => {
    const body = multipart('avatar', filename, type, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { origin: origin(), cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    me = await signUpVerified(t, 'painter@example.test');
  });
  afterAll(() => t.close());

  it('shows a public profile without any private field, and 404s unknown users', async () => {
    const res = await browser(t).get(`/api/profiles/${me.user.username}`);
    expect(res.statusCode).toBe(200);
    const profile = publicProfileSchema.parse(res.json());
    expect(profile).toMatchObject({
      username: 'painter',
      bio: null,
      location: null,
      followers: 0,
      following: 0,
      socialLinks: [],
    });
    expect(res.body).not.toContain('painter@example.test');
    expect(Object.keys(res.json())).not.toContain('isAdmin');
    const missing = await browser(t).get('/api/profiles/nobody-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'User not found' });
  });

  it('counts followers and following', async () => {
    const f = factories(t);
    const fan = await f.user();
    await f.engagement.addFollow(fan.id, me.user.id);
    const profile = publicProfileSchema.parse((await browser(t).get('/api/profiles/painter')).json());
    expect(profile.followers).toBe(1);
    expect(publicProfileSchema.parse((await browser(t).get(`/api/profiles/${fan.username}`)).json()).following).toBe(1);
  });

  it('edits the own profile: trims, stores empty as null, and refuses taken or over-long values', async () => {
    const b = me.browser;
    const ok = await b.patch('/api/profile', { username: 'painter', location: '  Leeds ', bio: '' });
    expect(ok.statusCode).toBe(200);
    expect(ownProfileSchema.parse(ok.json())).toMatchObject({ username: 'painter', location: 'Leeds', bio: null });

    const other = await signUpVerified(t, 'sculptor@example.test');
    const taken = await other.browser.patch('/api/profile', { username: 'Painter', location: null, bio: null });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'conflict', message: 'That username is taken' });

    for (const [body, field] of [
      [{ username: 'x'.repeat(51) }, 'username'],
      [{ username: 'ok', location: 'l'.repeat(101) }, 'location'],
      [{ username: 'ok', bio: 'b'.repeat(501) }, 'bio'],
      [{ username: 'has space' }, 'username'],
      [{ username: '' }, 'username'],
    ] as const) {
      const res = await other.browser.patch('/api/profile', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues[0].field).toBe(field);
    }
    const unchanged = ownProfileSchema.parse((await other.browser.get('/api/profile')).json());
    expect(unchanged.username).toBe('sculptor');
  });

  it('refuses profile edits from visitors and from other sites', async () => {
    const visitor = await browser(t).patch('/api/profile', { username: 'hijack' });
    expect(visitor.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { origin: 'https://evil.example', cookie: me.browser.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'hijack' }),
    });
    expect(foreign.statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: me.browser.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'hijack' }),
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(ownProfileSchema.parse((await me.browser.get('/api/profile')).json()).username).toBe('painter');
  });

  it('stores an avatar resized to a 256 px WebP and removes the old one', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const first = await uploadAvatar(me.browser.cookie, 'me.png', 'image/png', png);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = ownProfileSchema.parse(first.json()).avatarUrl!;
    expect(firstUrl).toMatch(/^\/media\/avatars\/.+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([256, 256, 'webp']);

    await new Promise((r) => setTimeout(r, 5));
    const second = await uploadAvatar(me.browser.cookie, 'me.png', 'image/png', png);
    const secondUrl = ownProfileSchema.parse(second.json()).avatarUrl!;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
  });

  it("refuses a non-image ('Please select an image file') and 5 MB or more ('Image must be less than 5MB')", async () => {
    const before = ownProfileSchema.parse((await me.browser.get('/api/profile')).json()).avatarUrl;
    const fake = await uploadAvatar(
      me.browser.cookie,
      'cat.png',
      'image/png',
      Buffer.from('this is not a picture at all'),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ code: 'bad_request', message: 'Please select an image file' });
    const big = await uploadAvatar(me.browser.cookie, 'big.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'payload_too_large', message: 'Image must be less than 5MB' });
    expect(ownProfileSchema.parse((await me.browser.get('/api/profile')).json()).avatarUrl).toBe(before);
    const visitor = await uploadAvatar('', 'x.png', 'image/png', Buffer.from('x'));
    expect(visitor.statusCode).toBe(401);
  });
});

describe('social profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  it('saves non-blank handles in the given order and lets anyone read them', async () => {
    const { browser: b, user } = await signUpVerified(t, 'linked@example.test');
    const saved = await b.put('/api/profile/social-links', {
      links: [
        { platform: 'youtube', handle: ' @linkedtube ' },
        { platform: 'twitter', handle: '   ' },
        { platform: 'website', handle: 'https://linked.example' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const expected = [
      { platform: 'youtube', handle: '@linkedtube' },
      { platform: 'website', handle: 'https://linked.example' },
    ];
    expect(socialLinksResponseSchema.parse(saved.json()).links).toEqual(expected);
    const pub = await browser(t).get(`/api/profiles/${user.username}/social-links`);
    expect(socialLinksResponseSchema.parse(pub.json()).links).toEqual(expected);
    expect(
      publicProfileSchema.parse((await browser(t).get(`/api/profiles/${user.username}`)).json()).socialLinks,
    ).toEqual(expected);
  });

  it('refuses unknown platforms and visitors, writing nothing', async () => {
    const { browser: b, user } = await signUpVerified(t, 'strict@example.test');
    const bad = await b.put('/api/profile/social-links', { links: [{ platform: 'myspace', handle: 'me' }] });
    expect(bad.statusCode).toBe(400);
    const visitor = await browser(t).put('/api/profile/social-links', {
      links: [{ platform: 'twitter', handle: 'x' }],
    });
    expect(visitor.statusCode).toBe(401);
    expect(
      socialLinksResponseSchema.parse((await browser(t).get(`/api/profiles/${user.username}/social-links`)).json())
        .links,
    ).toEqual([]);
  });
});

describe('account deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  it("needs exactly 'DELETE'", async () => {
    const { browser: b } = await signUpVerified(t, 'careful@example.test');
    for (const confirm of ['delete', 'DELETE ', '', undefined]) {
      const res = await b.delete('/api/account', { confirm });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please type 'DELETE' to confirm account deletion");
    }
    expect((await b.get('/api/me')).json().user.username).toBe('careful');
  });

  it("says 'Failed to delete account profile' when the profile cannot be anonymised, and changes nothing", async () => {
    const { browser: b, user } = await signUpVerified(t, 'unlucky@example.test');
    await b.put('/api/profile/social-links', { links: [{ platform: 'website', handle: 'unlucky.example' }] });
    // The database refuses to mark this one profile deleted (a trigger), as a failing disk or a lost
    // connection would: the whole deletion is one transaction, so nothing of it may stay.
    const id = user.id.replace(/'/g, "''");
    if (TEST_DB === 'postgres') {
      await sql
        .raw(
          `create function refuse_deletion() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$;
           create trigger refuse_deletion before update on profiles for each row
             when (new.deleted_at is not null and new.id = '${id}') execute function refuse_deletion();`,
        )
        .execute(t.handle.db);
    } else {
      await sql
        .raw(
          `create trigger refuse_deletion before update on profiles
             when new.deleted_at is not null and new.id = '${id}' begin select raise(abort, 'refused'); end`,
        )
        .execute(t.handle.db);
    }
    try {
      const res = await b.delete('/api/account', { confirm: 'DELETE' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'internal', message: 'Failed to delete account profile' });
      expect((await b.get('/api/me')).json().user.username).toBe('unlucky');
      expect((await browser(t).get('/api/profiles/unlucky/social-links')).json()).toEqual({
        links: [{ platform: 'website', handle: 'unlucky.example' }],
      });
    } finally {
      await sql
        .raw('drop trigger refuse_deletion' + (TEST_DB === 'postgres' ? ' on profiles' : ''))
        .execute(t.handle.db);
    }
  });

  it('anonymises the profile, removes social links, blocks sign-in and tells other sessions once', async () => {
    const { browser: tab1, user } = await signUpVerified(t, 'leaver@example.test', 'leaving-now');
    await tab1.put('/api/profile/social-links', { links: [{ platform: 'twitter', handle: '@leaver' }] });
    const f = factories(t);
    const video = await f.video(user.id, { title: 'Stays with an anonymous owner' });
    const device2 = browser(t);
    await device2.post('/api/auth/sign-in/email', { email: 'leaver@example.test', password: 'leaving-now' });
    expect((await device2.get('/api/me')).json().user.username).toBe('leaver');

    const res = await tab1.delete('/api/account', { confirm: 'DELETE' });
    expect(res.statusCode).toBe(204);

    const row = await t.handle.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ username: '[Deleted User]', bio: null, location: null });
    expect(row.deleted_at).toEqual(expect.any(Number));
    expect(
      await t.handle.db.selectFrom('social_profiles').selectAll().where('profile_id', '=', user.id).execute(),
    ).toEqual([]);
    expect((await browser(t).get('/api/profiles/leaver')).statusCode).toBe(404);
    const card = (await browser(t).get(`/api/videos/${video.id}`)).json();
    expect(card.channel).toBe('@[Deleted User]');
    expect(card.ownerUsername).toBeNull();

    // The other device learns once, and its session is then gone.
    expect((await device2.get('/api/me')).json()).toEqual({ user: null, accountDeleted: true });
    expect((await device2.get('/api/me')).json()).toEqual({ user: null });
    // And the account can no longer sign in.
    const again = await browser(t).post('/api/auth/sign-in/email', {
      email: 'leaver@example.test',
      password: 'leaving-now',
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('is refused to visitors', async () => {
    const res = await browser(t).delete('/api/account', { confirm: 'DELETE' });
    expect(res.statusCode).toBe(401);
  });
});
