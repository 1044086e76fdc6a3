import fs from 'node:fs';
import { videoDetailSchema } from '@promptreel/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { webBuild } from './helpers/web-build.js';

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----promptreel${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Texts that `Number()` reads as `n` (or as some number), but that are no id. */
const looseForms = (n: number) => [
  `0x${n.toString(16)}`,
  `${n}e0`,
  n % 10 === 0 ? `${n / 10}e1` : `${n}.0e0`,
  `%20${n}`,
  `${n}%20`,
  `${n}.0`,
  `+${n}`,
  `%2B${n}`,
  `0${n}`,
  `-1`,
  `-${n}`,
  `0`,
  `${n}n`,
  `1${'0'.repeat(15)}`,
];

describe('one id parser for every route', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let owner: SignedUp;
  let fan: SignedUp;
  let admin: SignedUp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'ids-admin@example.test' });
    f = factories(t);
    owner = await signUpVerified(t, 'ids-owner@example.test');
    fan = await signUpVerified(t, 'ids-fan@example.test');
    admin = await signUpVerified(t, 'ids-admin@example.test');
  });
  afterAll(() => t.close());

  const snapshot = async (videoId: number) => ({
    video: await t.handle.db
      .selectFrom('videos')
      .select(['title', 'thumbnail_url', 'views', 'claps_count', 'comments_count'])
      .where('id', '=', videoId)
      .executeTakeFirst(),
    claps: await t.handle.db.selectFrom('claps').selectAll().execute(),
    comments: await t.handle.db.selectFrom('comments').select(['id', 'body']).orderBy('id').execute(),
    flags: await t.handle.db.selectFrom('video_flags').select('id').execute(),
    audit: await t.handle.db.selectFrom('audit_log').select('id').execute(),
    videos: (
      await t.handle.db
        .selectFrom('videos')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  });

  it('answers every loose form of a real video id with 404 on every route, writing nothing', async () => {
    // A video without a poster, so a thumbnail upload to it would write one.
    const { id } = await f.video(owner.user.id, { thumbnail_url: null, title: 'Target video' });
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();
    const before = await snapshot(id);

    const reason = 'This is a report that must never be stored.';
    const edit = { title: 'Hijacked', platformId: 1, categoryId: 1 };
    for (const bad of looseForms(id)) {
      const calls: [string, () => Promise<{ statusCode: number; body: string }>][] = [
        ['GET video', () => browser(t).get(`/api/videos/${bad}`)],
        ['PATCH video', () => owner.browser.patch(`/api/videos/${bad}`, edit)],
        ['views', () => browser(t).post(`/api/videos/${bad}/views`, {})],
        ['clap', () => fan.browser.put(`/api/videos/${bad}/clap`, {})],
        ['unclap', () => fan.browser.delete(`/api/videos/${bad}/clap`)],
        ['comments', () => browser(t).get(`/api/videos/${bad}/comments`)],
        ['comment', () => fan.browser.post(`/api/videos/${bad}/comments`, { body: 'Never stored' })],
        ['flag', () => fan.browser.post(`/api/videos/${bad}/flags`, { categoryId: 7, reason })],
        ['dismiss', () => admin.browser.post(`/api/admin/videos/${bad}/dismiss`)],
        ['admin delete', () => admin.browser.post(`/api/admin/videos/${bad}/delete`)],
        [
          'thumbnail',
          () => {
            const body = multipart('thumbnail', 'poster.jpg', 'image/jpeg', jpeg);
            return t.app.inject({
              method: 'POST',
              url: `/api/videos/${bad}/thumbnail`,
              headers: { origin: t.config.publicUrl, cookie: owner.browser.cookie, 'content-type': body.contentType },
              payload: body.payload,
            });
          },
        ],
        ['DELETE video', () => owner.browser.delete(`/api/videos/${bad}`, { confirm: 'DELETE' })],
      ];
      for (const [name, call] of calls) {
        const res = await call();
        expect(res.statusCode, `${name} ${bad}: ${res.body}`).toBe(404);
        expect(JSON.parse(res.body).message, `${name} ${bad}`).toBe('Video not found');
      }
    }
    expect(await snapshot(id)).toEqual(before);
    // The real id still works, so the routes were reachable all along.
    expect(videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json()).title).toBe('Target video');
  });

  it('answers loose comment ids with 404, for the author too, deleting nothing', async () => {
    const { id: videoId } = await f.video(owner.user.id);
    const posted = await fan.browser.post(`/api/videos/${videoId}/comments`, { body: 'Keep me' });
    expect(posted.statusCode).toBe(201);
    const commentId = posted.json().id as number;
    const before = await snapshot(videoId);
    for (const bad of looseForms(commentId)) {
      for (const who of [fan.browser, browser(t)]) {
        const res = await who.delete(`/api/comments/${bad}`);
        expect(res.statusCode, `${bad}: ${res.body}`).toBe(404);
        expect(res.json().message).toBe('Comment not found');
      }
    }
    expect(await snapshot(videoId)).toEqual(before);
    expect((await fan.browser.delete(`/api/comments/${commentId}`)).statusCode).toBe(204);
  });

  it('answers the video page of a loose id with 404, as the web app shows it', async () => {
    const webDist = webBuild();
    const web = await createTestApp({ WEB_DIST: webDist });
    try {
      const { id } = await factories(web).video((await factories(web).user()).id, { title: 'Shared clip' });
      const page = await web.app.inject({ method: 'GET', url: `/video/${id}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Shared clip');
      for (const bad of looseForms(id)) {
        const res = await web.app.inject({ method: 'GET', url: `/video/${bad}` });
        expect(res.statusCode, bad).toBe(404);
        expect(res.body, bad).not.toContain('Shared clip');
      }
    } finally {
      await web.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('refuses a loose id in the events stream query', async () => {
    const { id } = await f.video(owner.user.id);
    for (const bad of looseForms(id)) {
      const res = await t.app.inject({ method: 'GET', url: `/api/events?video=${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
