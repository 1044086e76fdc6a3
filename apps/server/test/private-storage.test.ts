import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { adminAppealsResponseSchema, videoDetailSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { S3Storage, type S3StorageConfig } from '../src/storage/s3-storage.js';
import { browser, lastMailTo, readOutbox, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { startS3rver, type TestS3 } from './helpers/s3rver.js';
import { filesUnder } from './helpers/stored-files.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Person = SignedUp;

// Issue 30 item 2: data ZIPs and held videos sat in the bucket of the public media (made public and
// listable by the set-up in docs/deploy.md). Now they live apart: S3_PRIVATE_BUCKET, or DATA_DIR/private on
// local disk, outside DATA_DIR/storage that nginx is given.

/** Asks for a data export and runs its job; the stored ZIP's key and the e-mailed download link. */
async function exportOf(t: TestApp, person: Person, email: string) {
  expect((await person.browser.post('/api/me/data-export')).statusCode).toBe(202);
  await t.worker.drain();
  const row = await t.handle.db
    .selectFrom('data_exports')
    .select('object_key')
    .where('user_id', '=', person.user.id)
    .executeTakeFirstOrThrow();
  const token = /download=([\w-]{43})/.exec(lastMailTo(t, email)!.text)![1]!;
  return { key: row.object_key!, download: `/api/me/data-export/${token}` };
}

/** A video with real bytes in storage, and its stored keys. */
async function videoOf(t: TestApp, ownerId: string, title?: string) {
  const { id } = await factories(t).video(ownerId, title ? { title } : {});
  return t.handle.db
    .selectFrom('videos')
    .select(['id', 'file_path', 'thumbnail_url'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** An admin removes the video from the desk; its hold's folder. */
async function removed(t: TestApp, admin: Person, videoId: number) {
  expect((await admin.browser.post(`/api/admin/videos/${videoId}/delete`)).statusCode).toBe(200);
  const { held_prefix } = await t.handle.db
    .selectFrom('videos')
    .select('held_prefix')
    .where('id', '=', videoId)
    .executeTakeFirstOrThrow();
  return held_prefix!;
}

/** The owner appeals the removal of `title` and the admin overturns it. */
async function overturned(t: TestApp, owner: Person, admin: Person, email: string) {
  const notice = readOutbox(t)
    .filter((m) => m.to === email && m.subject === 'Your video was removed from Promptreel')
    .at(-1)!;
  const decision = Number(new URL(notice.text.match(/https?:\/\/\S+\/appeals\/\S+/)![0]).pathname.split('/').at(-1));
  const body = 'The clip is entirely generated with Veo; I can share the project file.';
  expect((await owner.browser.post(`/api/appeals/${decision}`, { body })).statusCode).toBe(201);
  const appeal = adminAppealsResponseSchema
    .parse((await admin.browser.get('/api/admin/appeals')).json())
    .items.find((a) => a.decision.id === decision)!;
  const res = await admin.browser.post(`/api/admin/appeals/${appeal.id}/decide`, {
    outcome: 'overturned',
    reason: 'Checked.',
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('private objects with STORAGE_DRIVER=s3 and a public bucket (s3rver)', () => {
  let s3: TestS3;
  let t: TestApp;
  let admin: Person;
  let owner: Person;
  beforeAll(async () => {
    s3 = await startS3rver();
    // Cards point straight at the public bucket's address, as with the public set-up in docs/deploy.md.
    t = await createTestApp({
      ...s3.env,
      S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}`,
      AUTH_RATE_LIMIT: '0',
      ADMIN_EMAILS: 'private-admin@example.test',
      JOBS_WORKER: 'false',
    });
    admin = await signUpVerified(t, 'private-admin@example.test');
    owner = await signUpVerified(t, 'private-owner@example.test');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const keysIn = async (Bucket: string, Prefix: string) =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket, Prefix }))).Contents ?? []).map((o) => o.Key!);
  /** An anonymous GET of the object at the public bucket's address. */
  const publicly = async (objectKey: string) => (await fetch(`${s3.endpoint}/${s3.bucket}/${objectKey}`)).status;

  it('a data export ZIP is in the private bucket: not in the public one, not at its address; its owner downloads it', async () => {
    const { key, download } = await exportOf(t, owner, 'private-owner@example.test');
    expect(await keysIn(s3.privateBucket, 'exports/')).toEqual([`exports/${key}`]);
    expect(await keysIn(s3.bucket, 'exports/')).toEqual([]);
    expect(await publicly(`exports/${key}`)).toBe(404);
    const res = await owner.browser.get(download);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/zip']);
  });

  it('a removed video’s files move to the private bucket, and back to the public one when the appeal is overturned', async () => {
    const video = await videoOf(t, owner.user.id, 'Private koi');
    const card = videoDetailSchema.parse((await browser(t).get(`/api/videos/${video.id}`)).json());
    expect(card.publicUrl).toBe(`${s3.endpoint}/${s3.bucket}/videos/${video.file_path}`);
    const objects = [`videos/${video.file_path}`, `videos/${video.thumbnail_url}`];
    for (const o of objects) expect(await publicly(o)).toBe(200);

    const prefix = await removed(t, admin, video.id);
    expect(await keysIn(s3.bucket, 'videos/held/')).toEqual([]);
    for (const o of objects) {
      const held = `videos/held/${prefix}/${o.slice('videos/'.length)}`;
      expect(await keysIn(s3.privateBucket, held)).toEqual([held]);
      expect(await keysIn(s3.bucket, o)).toEqual([]);
      expect([await publicly(o), await publicly(held)]).toEqual([404, 404]);
    }

    await overturned(t, owner, admin, 'private-owner@example.test');
    for (const o of objects) expect(await publicly(o)).toBe(200);
    expect(await keysIn(s3.privateBucket, 'videos/')).toEqual([]);
  });

  it('a ban moves the creator’s files to the private bucket; lifting it brings them back', async () => {
    const creator = await signUpVerified(t, 'private-creator@example.test');
    const video = await videoOf(t, creator.user.id);
    const objects = [`videos/${video.file_path}`, `videos/${video.thumbnail_url}`];
    const ban = await admin.browser.post(`/api/admin/users/${creator.user.id}/ban`, {
      reason: 'Posted the same scam link on forty videos.',
      section: 'spam',
    });
    expect(ban.statusCode, ban.body).toBe(200);
    for (const o of objects) expect(await publicly(o)).toBe(404);
    expect(await keysIn(s3.bucket, `videos/${creator.user.id}/`)).toEqual([]);
    expect((await keysIn(s3.privateBucket, 'videos/held/banned/')).length).toBe(2);

    expect((await admin.browser.post(`/api/admin/users/${creator.user.id}/lift`, {})).statusCode).toBe(200);
    for (const o of objects) expect(await publicly(o)).toBe(200);
    expect(await keysIn(s3.privateBucket, 'videos/held/banned/')).toEqual([]);
  });

  it('the public-read policy docs/deploy.md gives lets anyone get media objects, never list or reach anything else', () => {
    const policy = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../../deploy/s3/public-read-policy.json'), 'utf8'),
    ) as {
      Statement: { Effect: string; Action: string[]; Resource: string[] }[];
    };
    expect(policy.Statement.map((st) => [st.Effect, st.Action])).toEqual([['Allow', ['s3:GetObject']]]);
    expect(policy.Statement[0]!.Resource).toEqual(['arn:aws:s3:::BUCKET/videos/*', 'arn:aws:s3:::BUCKET/avatars/*']);
  });

  it('is ready only when both buckets answer', async () => {
    expect((await browser(t).get('/readyz')).statusCode).toBe(200);
    const config = loadConfig({ ...s3.env, S3_PRIVATE_BUCKET: 'no-such-bucket' }).storage as S3StorageConfig;
    const missing = new S3Storage(config);
    await expect(missing.ping()).rejects.toThrow();
    missing.close();
  });
});

describe('private objects on local disk', () => {
  let t: TestApp;
  let admin: Person;
  let owner: Person;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'local-admin@example.test', JOBS_WORKER: 'false' });
    admin = await signUpVerified(t, 'local-admin@example.test');
    owner = await signUpVerified(t, 'local-owner@example.test');
  });
  afterAll(() => t?.close());

  it('data ZIPs and held videos live in DATA_DIR/private, outside DATA_DIR/storage that nginx serves', async () => {
    const storageDir = path.join(t.config.dataDir, 'storage');
    const privateDir = path.join(t.config.dataDir, 'private');
    const { key } = await exportOf(t, owner, 'local-owner@example.test');
    const video = await videoOf(t, owner.user.id);
    const prefix = await removed(t, admin, video.id);

    expect(filesUnder(privateDir).sort()).toEqual(
      [
        `exports/${key}`,
        `videos/held/${prefix}/${video.file_path}`,
        `videos/held/${prefix}/${video.thumbnail_url}`,
      ].sort(),
    );
    // Nothing of them is left where nginx reads media: the removed video's files moved out.
    expect(filesUnder(storageDir)).toEqual([]);
  });
});
