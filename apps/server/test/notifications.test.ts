import {
  DEFAULT_EMAIL_CHOICES,
  EMAIL_KINDS,
  emailPreferencesSchema,
  MESSAGES,
  NOTIFICATION_TEXTS,
  notificationSentence,
  notificationsResponseSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, readOutbox, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { rowCount } from './helpers/row-count.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Person = SignedUp;
const DAY = 24 * 60 * 60 * 1000;

// Issue 16 item 3: notifications, their e-mails, digests and one-click unsubscribe.
describe('notifications', () => {
  let t: TestApp;
  let offset = 0;
  let creator: Person;
  let ana: Person;
  let ben: Person;
  let cleo: Person;

  beforeAll(async () => {
    t = await createTestApp(
      { AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'notify-admin@example.test' },
      { now: () => Date.now() + offset },
    );
    creator = await signUpVerified(t, 'notify-creator@example.test');
    ana = await signUpVerified(t, 'ana@example.test');
    ben = await signUpVerified(t, 'ben@example.test');
    cleo = await signUpVerified(t, 'cleo@example.test');
  });
  afterAll(() => t.close());

  const listOf = async (p: Person) => {
    const res = await p.browser.get('/api/notifications');
    expect(res.statusCode, res.body).toBe(200);
    return notificationsResponseSchema.parse(res.json());
  };
  const sentences = async (p: Person) => (await listOf(p)).items.map((n) => notificationSentence(n));
  const mailsTo = (p: Person) =>
    readOutbox(t).filter((m) => m.to === p.user.email) as (ReturnType<typeof readOutbox>[number] & {
      headers?: Record<string, string>;
    })[];

  it('tells a creator of follows, comments and claps, grouped while unread, and never of their own', async () => {
    const video = await factories(t).video(creator.user.id, { title: 'Koi at dusk' });
    await creator.browser.put(`/api/videos/${video.id}/clap`, {});
    await creator.browser.post(`/api/videos/${video.id}/comments`, { body: 'My own words' });
    expect((await listOf(creator)).items).toEqual([]);

    expect((await ana.browser.put(`/api/videos/${video.id}/clap`, {})).statusCode).toBe(200);
    expect((await ben.browser.put(`/api/videos/${video.id}/clap`, {})).statusCode).toBe(200);
    // Taken back and given again: still one clap from Ana, and no news.
    await ana.browser.delete(`/api/videos/${video.id}/clap`);
    await ana.browser.put(`/api/videos/${video.id}/clap`, {});
    await ben.browser.put(`/api/profiles/${creator.user.username}/follow`, {});
    await ana.browser.post(`/api/videos/${video.id}/comments`, { body: 'Lovely light' });

    const list = await listOf(creator);
    expect(list.unread).toBe(3);
    expect(await sentences(creator)).toEqual([
      'ana commented on your video “Koi at dusk”',
      'ben followed you',
      'ben and 1 other clapped for “Koi at dusk”',
    ]);
    const clap = list.items.find((n) => n.kind === 'clap')!;
    expect(clap).toMatchObject({ othersCount: 1, video: { id: video.id, title: 'Koi at dusk' }, read: false });
    expect((await creator.browser.get('/api/notifications/unread')).json()).toEqual({ unread: 3 });

    // Ana, who commented, hears of the next comment there; the creator's group grows.
    await cleo.browser.post(`/api/videos/${video.id}/comments`, { body: 'Agreed!' });
    expect(await sentences(ana)).toEqual(['cleo also commented on “Koi at dusk”']);
    expect((await sentences(creator))[0]).toBe('cleo and 1 other commented on your video “Koi at dusk”');
  });

  it('marks one or all read; a clap after reading starts a new group', async () => {
    const video = await factories(t).video(creator.user.id, { title: 'Heron' });
    await ana.browser.put(`/api/videos/${video.id}/clap`, {});
    const first = (await listOf(creator)).items.find((n) => n.video?.title === 'Heron')!;

    const read = await creator.browser.post(`/api/notifications/${first.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect((await listOf(creator)).items.find((n) => n.id === first.id)!.read).toBe(true);

    await ben.browser.put(`/api/videos/${video.id}/clap`, {});
    const herons = (await listOf(creator)).items.filter((n) => n.video?.title === 'Heron');
    expect(herons.map((n) => [notificationSentence(n), n.read])).toEqual([
      ['ben clapped for “Heron”', false],
      ['ana clapped for “Heron”', true],
    ]);

    const all = await creator.browser.post('/api/notifications/read-all');
    expect(all.json()).toEqual({ unread: 0 });
    expect((await listOf(creator)).items.every((n) => n.read)).toBe(true);
  });

  it('leaves out of the bell, its counts and its names the people its owner blocked or muted, earlier news too', async () => {
    const owner = await signUpVerified(t, 'bell-owner@example.test');
    const carol = await signUpVerified(t, 'carol_c@example.test');
    const dora = await signUpVerified(t, 'dora_d@example.test');
    const eve = await signUpVerified(t, 'eve_e@example.test');
    const video = await factories(t).video(owner.user.id, { title: 'Quiet bell' });
    await eve.browser.put(`/api/videos/${video.id}/clap`, {});
    await carol.browser.put(`/api/videos/${video.id}/clap`, {});
    await carol.browser.put(`/api/profiles/${owner.user.username}/follow`, {});
    await dora.browser.post(`/api/videos/${video.id}/comments`, { body: 'Hello there' });
    expect((await listOf(owner)).unread).toBe(3);
    expect(await sentences(owner)).toContain('carol_c and 1 other clapped for “Quiet bell”');

    expect((await owner.browser.put(`/api/profiles/${carol.user.username}/block`, {})).statusCode).toBe(200);
    expect((await owner.browser.put(`/api/profiles/${dora.user.username}/mute`, {})).statusCode).toBe(200);
    const list = await listOf(owner);
    expect(list.items.map((n) => notificationSentence(n))).toEqual(['eve_e clapped for “Quiet bell”']);
    expect(list.items[0]).toMatchObject({ othersCount: 0, actor: { username: 'eve_e' } });
    expect(list.unread).toBe(1);
    expect((await owner.browser.get('/api/notifications/unread')).json()).toEqual({ unread: 1 });

    // Hidden, not deleted: unblocked and unmuted, they are back.
    await owner.browser.delete(`/api/profiles/${carol.user.username}/block`);
    await owner.browser.delete(`/api/profiles/${dora.user.username}/mute`);
    expect((await listOf(owner)).unread).toBe(3);
    expect(await sentences(owner)).toContain('carol_c and 1 other clapped for “Quiet bell”');
  });

  it('refuses visitors, other people and bad ids, writing nothing', async () => {
    const visitor = browser(t);
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/1/read'],
      ['GET', '/api/me/notification-preferences'],
    ] as const) {
      const res = method === 'GET' ? await visitor.get(url) : await visitor.post(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe(MESSAGES.logInRequired);
    }
    const put = await visitor.put('/api/me/notification-preferences', DEFAULT_EMAIL_CHOICES);
    expect(put.statusCode).toBe(401);

    const video = await factories(t).video(creator.user.id, { title: 'Private bell' });
    await ana.browser.put(`/api/videos/${video.id}/clap`, {});
    const mine = (await listOf(creator)).items.find((n) => n.video?.title === 'Private bell')!;
    const theirs = await ben.browser.post(`/api/notifications/${mine.id}/read`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(NOTIFICATION_TEXTS.notFound);
    expect((await creator.browser.post('/api/notifications/abc/read')).statusCode).toBe(404);
    expect((await listOf(creator)).items.find((n) => n.id === mine.id)!.read).toBe(false);
    expect((await creator.browser.get('/api/notifications?cursor=nonsense')).statusCode).toBe(400);
  });

  it('keeps e-mail choices per kind; bad choices are refused and nothing changes', async () => {
    const start = emailPreferencesSchema.parse((await cleo.browser.get('/api/me/notification-preferences')).json());
    expect(start).toEqual(DEFAULT_EMAIL_CHOICES);
    const before = await rowCount(t.handle.db, 'notification_preferences');
    const bad = await cleo.browser.put('/api/me/notification-preferences', { ...start, clap: 'hourly' });
    expect(bad.statusCode).toBe(400);
    const missing = await cleo.browser.put('/api/me/notification-preferences', { follow: 'off' });
    expect(missing.statusCode).toBe(400);
    expect(await rowCount(t.handle.db, 'notification_preferences')).toBe(before);

    const chosen = {
      follow: 'off',
      comment: 'daily',
      reply: 'immediately',
      clap: 'off',
      remix: 'daily',
      upload: 'daily',
    } as const;
    const saved = await cleo.browser.put('/api/me/notification-preferences', chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await cleo.browser.get('/api/me/notification-preferences')).json()).toEqual(chosen);
  });

  it('e-mails a comment at once with one-click unsubscribe headers, and the link turns that kind off', async () => {
    const owner = await signUpVerified(t, 'notify-mailed@example.test');
    const video = await factories(t).video(owner.user.id, { title: 'Lanterns' });
    await ana.browser.post(`/api/videos/${video.id}/comments`, { body: 'So warm' });
    await t.worker.drain();
    const mail = mailsTo(owner).find((m) => m.subject === 'ana commented on your video “Lanterns”');
    expect(mail, JSON.stringify(mailsTo(owner))).toBeDefined();
    expect(mail!.text).toContain(`${t.config.publicUrl}/video/${video.id}`);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const post = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const url = new URL(post);
    expect(url.pathname).toBe('/api/notifications/unsubscribe');

    // A mail provider's POST: from its own server, no Origin, no cookie, a form body.
    const forged = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${url.searchParams.get('token')!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(NOTIFICATION_TEXTS.badUnsubscribeLink);
    const missing = await t.app.inject({ method: 'POST', url: url.pathname });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(NOTIFICATION_TEXTS.badUnsubscribeLink);
    expect((await owner.browser.get('/api/me/notification-preferences')).json().comment).toBe('immediately');

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({
      scope: 'comment',
      message: 'You will get no more e-mails about: comments on your videos.',
    });
    expect((await owner.browser.get('/api/me/notification-preferences')).json().comment).toBe('off');

    const count = mailsTo(owner).length;
    await ben.browser.post(`/api/videos/${video.id}/comments`, { body: 'Lovely' });
    await t.worker.drain();
    expect(mailsTo(owner)).toHaveLength(count);
    // The bell still has it: only the e-mail was turned off.
    expect((await listOf(owner)).unread).toBe(1);
  });

  it('gathers the daily kinds into one digest a day later, sent by the job queue', async () => {
    const person = await signUpVerified(t, 'notify-digest@example.test');
    const video = await factories(t).video(person.user.id, { title: 'Tide pools' });
    await ana.browser.put(`/api/profiles/${person.user.username}/follow`, {});
    await ben.browser.put(`/api/videos/${video.id}/clap`, {});
    await cleo.browser.put(`/api/videos/${video.id}/clap`, {});
    await t.worker.drain();
    expect(mailsTo(person).filter((m) => m.subject.startsWith('Your day on Promptreel'))).toEqual([]);

    offset += DAY + 60_000;
    await t.worker.drain();
    const digests = mailsTo(person).filter((m) => m.subject.startsWith('Your day on Promptreel'));
    expect(digests.map((m) => m.subject)).toEqual(['Your day on Promptreel: 2 new notifications']);
    expect(digests[0]!.text).toContain('cleo and 1 other clapped for “Tide pools”');
    expect(digests[0]!.text).toContain('ana followed you');
    expect(digests[0]!.headers?.['List-Unsubscribe']).toMatch(/token=[^.]+\.all\./);

    // Nothing new: no second digest.
    offset += DAY + 60_000;
    await t.worker.drain();
    expect(mailsTo(person).filter((m) => m.subject.startsWith('Your day on Promptreel'))).toHaveLength(1);
  });

  it("tells a person of a moderator's decision about them, linking to its appeal", async () => {
    const admin = await signUpVerified(t, 'notify-admin@example.test');
    const warned = await signUpVerified(t, 'notify-warned@example.test');
    const res = await admin.browser.post(`/api/admin/users/${warned.user.id}/warn`, {
      reason: 'Posted the same link under forty videos.',
      section: 'spam',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = (await listOf(warned)).items;
    expect(notice).toMatchObject({ kind: 'moderation', actor: null, read: false });
    expect(notice!.text).toMatch(/warning/i);
    expect(notice!.link).toMatch(/^\/appeals\/\d+\?key=/);
  });

  it('goes with the account when it is deleted', async () => {
    const gone = await signUpVerified(t, 'notify-gone@example.test');
    const video = await factories(t).video(gone.user.id, { title: 'Farewell' });
    await ana.browser.put(`/api/videos/${video.id}/clap`, {});
    await gone.browser.put('/api/me/notification-preferences', { ...DEFAULT_EMAIL_CHOICES, clap: 'off' });
    const rowsOf = async () => [
      (await t.handle.db.selectFrom('notifications').select('id').where('recipient_id', '=', gone.user.id).execute())
        .length,
      (
        await t.handle.db
          .selectFrom('notification_preferences')
          .select('kind')
          .where('user_id', '=', gone.user.id)
          .execute()
      ).length,
    ];
    expect(await rowsOf()).toEqual([1, EMAIL_KINDS.length]);
    expect((await gone.browser.delete('/api/account', { confirm: 'DELETE' })).statusCode).toBe(204);
    expect(await rowsOf()).toEqual([0, 0]);
  });
});
