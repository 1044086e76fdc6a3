import {
  DATA_EXPORT_MESSAGES,
  dataExportStatusSchema,
  DEFAULT_EMAIL_CHOICES,
  errorBodySchema,
  MESSAGES,
} from '@promptreel/contract';
import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, lastMailTo, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { rowCount } from './helpers/row-count.js';
import { createTestApp, SEED_MEDIA_DIR, TEST_DB, type TestApp } from './helpers/test-app.js';

/** Every entry of a ZIP, read with yauzl (another library than the one that wrote it). */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The token of the e-mailed link, which opens the web app's page for it. */
function tokenIn(mail: { text: string } | undefined): string {
  const match = /https?:\/\/\S+\/settings\?section=data&download=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(
    mail?.text ?? '',
  );
  if (!match) throw new Error(`no data export link in ${mail?.text}`);
  return match[1]!;
}

// Issue 16 item 6: Settings → 'Download your data'.
describe('download your data', () => {
  let t: TestApp;
  let person: SignedUp;
  let other: SignedUp;
  let pest: SignedUp;
  let noisy: SignedUp;
  let video: { id: number };
  let heronId: number;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'export-admin@example.test' });
    person = await signUpVerified(t, 'export-person@example.test');
    other = await signUpVerified(t, 'export-other@example.test');
    pest = await signUpVerified(t, 'export-pest@example.test');
    noisy = await signUpVerified(t, 'export-noisy@example.test');
    const admin = await signUpVerified(t, 'export-admin@example.test');
    video = await factories(t).video(person.user.id, { title: 'My koi', prompt: 'A koi in neon rain' });
    const others = await factories(t).video(other.user.id, { title: 'Their heron' });
    heronId = others.id;
    const setUp = [
      await person.browser.put(`/api/videos/${video.id}/captions/en`, {
        vtt: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello koi\n',
      }),
      await person.browser.put(`/api/videos/${others.id}/clap`, {}),
      await person.browser.post(`/api/videos/${others.id}/comments`, { body: 'Lovely heron' }),
      await person.browser.put(`/api/profiles/${other.user.username}/follow`, {}),
      await other.browser.put(`/api/profiles/${person.user.username}/follow`, {}),
      await person.browser.post(`/api/videos/${others.id}/flags`, { categoryId: 1, reason: 'Looks like spam to me.' }),
      await person.browser.put(`/api/profiles/${pest.user.username}/block`, {}),
      await person.browser.put(`/api/profiles/${noisy.user.username}/mute`, {}),
      await person.browser.put('/api/me/language', { locale: 'fr' }),
      await person.browser.put('/api/me/notification-preferences', { ...DEFAULT_EMAIL_CHOICES, clap: 'off' }),
      await person.browser.put(`/api/me/saved/${others.id}`, {}),
      await person.browser.post('/api/collections', { name: 'Koi things', isPublic: true, videoId: video.id }),
    ];
    expect(setUp.map((r) => r.statusCode < 300)).toEqual(setUp.map(() => true));
    // A comment a moderator removed, and the person's appeal against it.
    const removed = await person.browser.post(`/api/videos/${others.id}/comments`, { body: 'Cheap pills here' });
    expect((await admin.browser.delete(`/api/comments/${removed.json().id}`)).statusCode).toBe(204);
    const decision = await t.handle.db
      .selectFrom('audit_log')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const appealed = await person.browser.post(`/api/appeals/${decision.id}`, {
      body: 'It was a joke between friends, not an advert.',
    });
    expect(appealed.statusCode, appealed.body).toBe(201);
    // A passkey as the passkey plugin stores it (its registration is tested in passkeys.test.ts).
    await t.handle.db
      .insertInto('passkeys')
      .values({
        id: 'export-passkey',
        user_id: person.user.id,
        name: 'Work laptop',
        credential_id: 'Y3JlZGVudGlhbC1pZA',
        public_key: 'cHVibGljLWtleS1ieXRlcw',
        counter: 0,
        device_type: 'singleDevice',
        backed_up: TEST_DB === 'postgres' ? true : 1,
        transports: 'internal',
        aaguid: null,
        created_at: '2026-11-01T10:00:00.000Z',
      })
      .execute();
  });
  afterAll(() => t.close());

  const status = async (b = person.browser) =>
    dataExportStatusSchema.parse((await b.get('/api/me/data-export')).json());

  it('makes a ZIP of everything the person gave, by a job, and e-mails a link that only they can use', async () => {
    expect(await status()).toEqual({ status: 'none', requestedAt: null, expiresAt: null });
    const asked = await person.browser.post('/api/me/data-export');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(dataExportStatusSchema.parse(asked.json()).status).toBe('preparing');

    await t.worker.drain();
    const ready = await status();
    expect(ready.status).toBe('ready');
    const days = (Date.parse(ready.expiresAt!) - Date.parse(ready.requestedAt!)) / 86_400_000;
    expect(Math.round(days)).toBe(7);

    const mail = lastMailTo(t, 'export-person@example.test');
    // In the language the person chose (French, in the set-up above).
    expect(mail?.subject).toBe('Vos données Promptreel sont prêtes');
    const token = tokenIn(mail);
    const res = await person.browser.get(`/api/me/data-export/${token}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="promptreel-data-\d{4}-\d\d-\d\d\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      [
        'captions.json',
        `captions/${video.id}-en.vtt`,
        'appeals.json',
        'claps.json',
        'collections.json',
        'comments.json',
        'follows.json',
        'notifications.json',
        'profile.json',
        'reports.json',
        'settings.json',
        'videos.json',
        `videos/${video.id}.mp4`,
      ].sort(),
    );
    const json = (name: string) => JSON.parse(entries.get(name)!.toString('utf8'));
    expect(json('profile.json').account.email).toBe('export-person@example.test');
    expect(json('profile.json').profile.username).toBe(person.user.username);
    expect(json('videos.json')).toMatchObject([
      {
        id: video.id,
        title: 'My koi',
        prompt: 'A koi in neon rain',
        file: `videos/${video.id}.mp4`,
        visibility: 'public',
        publishAt: null,
        markedSensitive: false,
        allowRemixes: true,
      },
    ]);
    expect(json('comments.json')).toMatchObject([
      { body: 'Lovely heron', removedAt: null },
      { body: 'Cheap pills here', removedAt: expect.any(String) },
    ]);
    expect(json('appeals.json')).toMatchObject([
      { body: 'It was a joke between friends, not an advert.', status: 'pending', decidedAt: null },
    ]);
    expect(json('notifications.json')).toMatchObject([
      { kind: 'moderation', people: [], read: false },
      { kind: 'follow', people: [other.user.username], read: false },
    ]);
    expect(json('settings.json')).toEqual({
      emailChoices: { ...DEFAULT_EMAIL_CHOICES, clap: 'off' },
      sensitiveContent: 'blur',
      language: 'fr',
      blocked: [{ username: pest.user.username, since: expect.any(String) }],
      muted: [{ username: noisy.user.username, since: expect.any(String) }],
      signIn: {
        password: true,
        google: false,
        twoFactor: false,
        passkeys: [{ name: 'Work laptop', createdAt: '2026-11-01T10:00:00.000Z' }],
      },
    });
    // What would let someone sign in elsewhere stays out.
    expect(entries.get('settings.json')!.toString()).not.toContain('cHVibGljLWtleS1ieXRlcw');
    expect(json('claps.json')).toHaveLength(1);
    expect(json('collections.json')).toMatchObject([
      { kind: 'saved', name: 'Saved', isPublic: false, videoIds: [heronId] },
      { kind: 'named', name: 'Koi things', isPublic: true, videoIds: [video.id] },
    ]);
    expect(json('follows.json')).toMatchObject({
      following: [{ username: other.user.username }],
      followers: [{ username: other.user.username }],
    });
    expect(json('reports.json')).toMatchObject([{ reason: 'Looks like spam to me.', status: 'pending' }]);
    expect(entries.get(`captions/${video.id}-en.vtt`)!.toString()).toContain('Hello koi');
    // The video's own bytes, as uploaded (the factory stores this committed clip).
    expect(
      entries.get(`videos/${video.id}.mp4`)!.equals(fs.readFileSync(path.join(SEED_MEDIA_DIR, 'neon-koi.mp4'))),
    ).toBe(true);
    // Nothing of anyone else's.
    expect(JSON.stringify(json('videos.json'))).not.toContain('Their heron');

    // Someone else with the link, a visitor, or a made-up token: nothing.
    const refusal = (r: { statusCode: number; json: () => unknown }) => [
      r.statusCode,
      errorBodySchema.parse(r.json()).message,
    ];
    expect(refusal(await other.browser.get(`/api/me/data-export/${token}`))).toEqual([
      404,
      DATA_EXPORT_MESSAGES.notFound,
    ]);
    expect(refusal(await browser(t).get(`/api/me/data-export/${token}`))).toEqual([401, MESSAGES.logInRequired]);
    expect(refusal(await person.browser.get('/api/me/data-export/not-a-token'))).toEqual([
      404,
      DATA_EXPORT_MESSAGES.notFound,
    ]);

    // The ZIP is private: /media never serves the exports bucket.
    const key = (await t.handle.db.selectFrom('data_exports').select('object_key').executeTakeFirstOrThrow())
      .object_key!;
    expect((await browser(t).get(`/media/exports/${key}`)).statusCode).toBe(404);
  });

  it('allows one request a day, refuses visitors, and writes nothing for a refusal', async () => {
    const before = await rowCount(t.handle.db, 'data_exports');
    const again = await person.browser.post('/api/me/data-export');
    expect([again.statusCode, errorBodySchema.parse(again.json()).message]).toEqual([
      429,
      DATA_EXPORT_MESSAGES.tooSoon,
    ]);
    const visitor = await browser(t).post('/api/me/data-export');
    expect([visitor.statusCode, errorBodySchema.parse(visitor.json()).message]).toEqual([401, MESSAGES.logInRequired]);
    expect((await browser(t).get('/api/me/data-export')).statusCode).toBe(401);
    expect(await rowCount(t.handle.db, 'data_exports')).toBe(before);
    // Another person's day is their own.
    expect((await other.browser.post('/api/me/data-export')).statusCode).toBe(202);
  });

  it('stops the link when it expires, and a job deletes the ZIP then', async () => {
    const row = await t.handle.db
      .selectFrom('data_exports')
      .selectAll()
      .where('user_id', '=', person.user.id)
      .executeTakeFirstOrThrow();
    const token = tokenIn(lastMailTo(t, 'export-person@example.test'));
    await t.handle.db
      .updateTable('data_exports')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', row.id)
      .execute();
    const late = await person.browser.get(`/api/me/data-export/${token}`);
    expect([late.statusCode, errorBodySchema.parse(late.json()).message]).toEqual([404, DATA_EXPORT_MESSAGES.expired]);
    expect((await status()).status).toBe('expired');

    expect(await t.storage.stat('exports', row.object_key!)).not.toBeNull();
    await t.handle.db
      .updateTable('jobs')
      .set({ run_after: 0 })
      .where('kind', '=', 'delete-object')
      .where('payload', 'like', `%${row.object_key}%`)
      .execute();
    await t.worker.drain();
    expect(await t.storage.stat('exports', row.object_key!)).toBeNull();
  });

  it("deletes a person's ZIPs with their account, rather than when the links would expire", async () => {
    await t.worker.drain();
    const row = await t.handle.db
      .selectFrom('data_exports')
      .selectAll()
      .where('user_id', '=', other.user.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('ready');
    expect(await t.storage.stat('exports', row.object_key!)).not.toBeNull();
    const deleted = await other.browser.delete('/api/account', { confirm: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.storage.stat('exports', row.object_key!)).toBeNull();
    const left = await t.handle.db
      .selectFrom('data_exports')
      .select('id')
      .where('user_id', '=', other.user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('leaves out a video whose file has gone from storage, and says so, rather than failing', async () => {
    const someone = await signUpVerified(t, 'export-gone@example.test');
    const kept = await factories(t).video(someone.user.id, { title: 'Kept' });
    const lost = await factories(t).video(someone.user.id, { title: 'Lost' });
    const { file_path } = await t.handle.db
      .selectFrom('videos')
      .select('file_path')
      .where('id', '=', lost.id)
      .executeTakeFirstOrThrow();
    await t.storage.delete('videos', file_path!);

    expect((await someone.browser.post('/api/me/data-export')).statusCode).toBe(202);
    await t.worker.drain();
    expect((await status(someone.browser)).status).toBe('ready');
    const res = await someone.browser.get(`/api/me/data-export/${tokenIn(lastMailTo(t, 'export-gone@example.test'))}`);
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].filter((name) => name.startsWith('videos/'))).toEqual([`videos/${kept.id}.mp4`]);
    expect(
      JSON.parse(entries.get('videos.json')!.toString()).map((v: { id: number; file: string | null }) => [
        v.id,
        v.file,
      ]),
    ).toEqual([
      [kept.id, `videos/${kept.id}.mp4`],
      [lost.id, null],
    ]);
  });
});
