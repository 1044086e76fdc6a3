import {
  BLOCK_REFUSALS,
  feedResponseSchema,
  notificationSentence,
  notificationsResponseSchema,
  REMIX_TEXTS,
  videoDetailSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, readOutbox, type SignedUp, signUpVerified } from './helpers/accounts.js';
import * as remixesMigration from '../src/db/migrations/0035_remixes.js';
import { factories } from './helpers/factories.js';
import { makeMp4 } from './helpers/media.js';
import { createTestApp, listenLocally, type TestApp } from './helpers/test-app.js';
import { tusUpload } from './helpers/tus.js';
import { uploadAs } from './helpers/uploads.js';

describe('remixes (issue 35)', () => {
  let t: TestApp;
  let base: string;
  let ana: SignedUp;
  let ben: SignedUp;
  let cat: SignedUp;
  let source: number;
  let clip: string;

  const detail = async (id: number, as = browser(t)) =>
    videoDetailSchema.parse((await as.get(`/api/videos/${id}`)).json());
  const remixesOf = async (id: number, as = browser(t)) =>
    feedResponseSchema.parse((await as.get(`/api/videos/${id}/remixes`)).json());
  /** Uploads and processes a video, as the browser does; `more` is upload metadata. */
  const upload = async (who: SignedUp, title: string, more: Record<string, string> = {}) => {
    const id = await uploadAs(t, base, who.browser.cookie, clip, title, 'x.mp4', more);
    await t.worker.drain();
    await t.answers.invalidate();
    return id;
  };
  /** An upload that must be refused before any byte is taken. */
  const refused = async (who: SignedUp, more: Record<string, string>) => {
    const before = await t.handle.db.selectFrom('videos').select('id').execute();
    const res = await tusUpload(
      `${base}/api/uploads`,
      clip,
      { title: 'Refused remix', platformId: '1', categoryId: '2', ...more },
      { headers: { Origin: t.config.publicUrl, Cookie: who.browser.cookie } },
    );
    expect(await t.handle.db.selectFrom('videos').select('id').execute()).toEqual(before);
    expect(await t.handle.db.selectFrom('open_uploads').select('upload_id').execute()).toEqual([]);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    base = await listenLocally(t);
    clip = makeMp4(180, 320);
    ana = await signUpVerified(t, 'ana@example.test');
    ben = await signUpVerified(t, 'ben@example.test');
    cat = await signUpVerified(t, 'cat@example.test');
    source = await upload(ana, 'Neon koi');
  }, 60_000);
  afterAll(() => t.close());

  it('links a remix to its source both ways, and tells the source’s creator once it is shown', async () => {
    const visitorView = await detail(source);
    expect(visitorView).toMatchObject({ allowRemixes: true, remix: null, remixCount: 0 });

    const remix = await upload(ben, 'Neon koi at dawn', { remixOf: String(source) });
    expect((await detail(remix)).remix).toEqual({
      of: { id: source, title: 'Neon koi', username: ana.user.username },
      root: null,
      verified: false,
    });
    expect((await detail(source)).remixCount).toBe(1);
    expect((await remixesOf(source)).items.map((v) => v.id)).toEqual([remix]);

    const bell = notificationsResponseSchema.parse((await ana.browser.get('/api/notifications')).json());
    const told = bell.items.filter((n) => n.kind === 'remix');
    expect(told).toHaveLength(1);
    expect(told[0]!.video).toEqual({ id: remix, title: 'Neon koi at dawn' });
    expect(notificationSentence(told[0]!)).toBe(`${ben.user.username} remixed your video “Neon koi”`);
    // E-mailed at once unless she chose otherwise (DEFAULT_EMAIL_CHOICES).
    await t.worker.drain();
    const mail = readOutbox(t).find((m) => m.to === ana.user.email && m.subject.includes('remixed your video'));
    expect(mail?.text).toContain(`${t.config.publicUrl}/video/${remix}`);

    // A remix of the remix names the chain's first video, and counts for its own source only.
    const again = await upload(cat, 'Neon koi at night', { remixOf: String(remix) });
    expect((await detail(again)).remix).toEqual({
      of: { id: remix, title: 'Neon koi at dawn', username: ben.user.username },
      root: { id: source, title: 'Neon koi', username: ana.user.username },
      verified: false,
    });
    expect((await detail(source)).remixCount).toBe(1);
    expect((await remixesOf(remix)).items.map((v) => v.id)).toEqual([again]);
  });

  it('lists remixes newest first, leaving out those of people the viewer muted', async () => {
    const first = await upload(ben, 'Koi remix one', { remixOf: String(source) });
    const second = await upload(cat, 'Koi remix two', { remixOf: String(source) });
    const ids = (await remixesOf(source)).items.map((v) => v.id);
    expect(ids.slice(0, 2)).toEqual([second, first]);
    expect((await ana.browser.put(`/api/profiles/${cat.user.username}/mute`, {})).statusCode).toBe(200);
    const seenByAna = (await remixesOf(source, ana.browser)).items.map((v) => v.id);
    expect(seenByAna).toContain(first);
    expect(seenByAna).not.toContain(second);
    expect((await ana.browser.delete(`/api/profiles/${cat.user.username}/mute`)).statusCode).toBe(200);
  });

  it('pages a long list of remixes: twelve, then the rest after the cursor', async () => {
    const popular = await upload(ana, 'Much remixed koi');
    const made: number[] = [];
    for (let i = 0; i < 13; i++)
      made.push(
        (
          await factories(t).video(ben.user.id, {
            title: `Koi take ${i}`,
            remix_of: popular,
            remix_root: popular,
            remix_claim: 'claimed',
            created_at: 1_800_000_000_000 + i,
          })
        ).id,
      );
    await t.answers.invalidate();
    const first = await remixesOf(popular);
    expect(first.items.map((v) => v.id)).toEqual(made.slice(1).reverse());
    expect(first.nextCursor).not.toBeNull();
    const rest = feedResponseSchema.parse(
      (await browser(t).get(`/api/videos/${popular}/remixes?cursor=${encodeURIComponent(first.nextCursor!)}`)).json(),
    );
    expect(rest).toEqual({ items: [expect.objectContaining({ id: made[0] })], nextCursor: null });
    expect((await detail(popular)).remixCount).toBe(13);
  });

  it('refuses a remix of a video that is gone, unseen, closed to remixes or whose creator blocked the uploader', async () => {
    const gone = await refused(ben, { remixOf: '999999' });
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe(REMIX_TEXTS.sourceGone);

    const held = await upload(ana, 'Held koi');
    await t.handle.db.updateTable('videos').set({ held_at: Date.now() }).where('id', '=', held).execute();
    expect((await refused(ben, { remixOf: String(held) })).body.message).toBe(REMIX_TEXTS.sourceGone);

    const closed = await upload(ana, 'Closed koi', { allowRemixes: 'false' });
    expect((await detail(closed)).allowRemixes).toBe(false);
    const off = await refused(ben, { remixOf: String(closed) });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(REMIX_TEXTS.remixesOff);
    // Its creator's own remix too: off is off.
    expect((await refused(ana, { remixOf: String(closed) })).status).toBe(403);

    expect((await ana.browser.put(`/api/profiles/${cat.user.username}/block`, {})).statusCode).toBe(200);
    const blocked = await refused(cat, { remixOf: String(source) });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(BLOCK_REFUSALS.cannotRemix);
    expect((await ana.browser.delete(`/api/profiles/${cat.user.username}/block`)).statusCode).toBe(200);

    for (const bad of ['abc', '-3', '1.5']) expect((await refused(ben, { remixOf: bad })).status).toBe(400);
    expect((await refused(ben, { allowRemixes: 'maybe' })).status).toBe(400);
  });

  it('lets only its owner turn remixes off and on in the edit', async () => {
    const own = await upload(ana, 'Koi to close');
    const edit = { title: 'Koi to close', subtitle: '', prompt: '', platformId: 1, categoryId: 2 };
    expect((await ben.browser.patch(`/api/videos/${own}`, { ...edit, allowRemixes: false })).statusCode).toBe(403);
    expect((await detail(own)).allowRemixes).toBe(true);
    const off = await ana.browser.patch(`/api/videos/${own}`, { ...edit, allowRemixes: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(videoDetailSchema.parse(off.json()).allowRemixes).toBe(false);
    // An edit that leaves it out keeps the choice.
    expect((await ana.browser.patch(`/api/videos/${own}`, edit)).statusCode).toBe(200);
    expect((await detail(own)).allowRemixes).toBe(false);
    expect((await ana.browser.patch(`/api/videos/${own}`, { ...edit, allowRemixes: 'no' })).statusCode).toBe(400);
    expect((await detail(own)).allowRemixes).toBe(false);
  });

  it('says a remix’s source was removed once it is, and answers 404 for the remixes of a missing video', async () => {
    const doomed = await upload(ana, 'Short-lived koi');
    const remix = await upload(ben, 'Outlived koi', { remixOf: String(doomed) });
    const removed = await ana.browser.delete(`/api/videos/${doomed}`, { confirm: 'DELETE' });
    expect(removed.statusCode, removed.body).toBe(204);
    await t.answers.invalidate();
    expect((await detail(remix)).remix).toEqual({ of: null, root: null, verified: false });
    expect((await browser(t).get(`/api/videos/${doomed}/remixes`)).statusCode).toBe(404);
    expect((await browser(t).get(`/api/videos/${source}/remixes?cursor=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('migration 0035 goes down and up again, keeping notifications and the people in them', async () => {
    const db = t.handle.db;
    const count = async (table: 'notifications' | 'notification_actors') =>
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    expect((await ben.browser.put(`/api/videos/${source}/clap`, {})).statusCode).toBe(200);
    expect((await cat.browser.put(`/api/videos/${source}/clap`, {})).statusCode).toBe(200);
    await remixesMigration.down(db);
    const before = [await count('notifications'), await count('notification_actors')];
    expect(Number(before[0])).toBeGreaterThan(0);
    await remixesMigration.up(db);
    expect([await count('notifications'), await count('notification_actors')]).toEqual(before);
    // Numbering goes on after the kept rows, and a remix is told again.
    const remix = await upload(ben, 'Koi after the upgrade', { remixOf: String(source) });
    const bell = notificationsResponseSchema.parse((await ana.browser.get('/api/notifications')).json());
    expect(bell.items.find((n) => n.kind === 'remix')?.video?.id).toBe(remix);
  });
});
