import { notificationSentence, notificationsResponseSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { makeMp4 } from './helpers/media.js';
import { createTestApp, listenLocally, type TestApp } from './helpers/test-app.js';
import { uploadAs } from './helpers/uploads.js';

const HOUR = 60 * 60 * 1000;

// Issue 36 goal 3: a video that becomes public — uploaded public, published at its scheduled time,
// or turned public from unlisted — is told to its creator's followers, as the bell's 'upload'
// notification, through each follower's mutes and e-mail choices. The worker is off: each test runs
// the jobs when it means to.
describe("a new video, told to its creator's followers", () => {
  let t: TestApp;
  let base: string;
  let offset = 0;
  let kim: SignedUp; // the creator
  let lou: SignedUp; // follows Kim, wants e-mails of new videos at once
  let nia: SignedUp; // follows Kim but muted her
  let max: SignedUp; // does not follow Kim
  let clip: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', JOBS_WORKER: 'false' }, { now: () => Date.now() + offset });
    base = await listenLocally(t);
    kim = await signUpVerified(t, 'news-kim@example.test');
    lou = await signUpVerified(t, 'news-lou@example.test');
    nia = await signUpVerified(t, 'news-nia@example.test');
    max = await signUpVerified(t, 'news-max@example.test');
    for (const who of [lou, nia])
      expect((await who.browser.put(`/api/profiles/${kim.user.username}/follow`, {})).statusCode).toBe(200);
    expect((await nia.browser.put(`/api/profiles/${kim.user.username}/mute`, {})).statusCode).toBe(200);
    const choices = { follow: 'off', comment: 'off', reply: 'off', clap: 'off', remix: 'off', upload: 'immediately' };
    expect((await lou.browser.put('/api/me/notification-preferences', choices)).statusCode).toBe(200);
    clip = makeMp4(180, 320);
  });
  afterAll(() => t.close());

  const upload = async (title: string, more: Record<string, string> = {}) => {
    const id = await uploadAs(t, base, kim.browser.cookie, clip, title, 'x.mp4', more);
    await t.worker.drain();
    return id;
  };
  const news = async (who: SignedUp) =>
    notificationsResponseSchema
      .parse((await who.browser.get('/api/notifications')).json())
      .items.filter((n) => n.kind === 'upload')
      .map((n) => ({ video: n.video?.id, by: n.actor?.username, says: notificationSentence(n) }));

  it('tells followers of a public upload, in the bell and by the e-mail they chose', async () => {
    const id = await upload('Tidepool lanterns');
    const told = {
      video: id,
      by: kim.user.username,
      says: `${kim.user.username} posted a new video, “Tidepool lanterns”`,
    };
    expect(await news(lou)).toEqual([told]);
    expect(await news(nia)).toEqual([]);
    expect(await news(max)).toEqual([]);
    expect(await news(kim)).toEqual([]);
    await t.worker.drain();
    const mail = readOutbox(t).find((m) => m.to === lou.user.email && m.text.includes('Tidepool lanterns'));
    expect(mail?.text).toContain(told.says);
  });

  it('tells them of an unlisted video only when it is made public, and of a scheduled one at its time', async () => {
    const unlisted = await upload('Quiet harbour', { visibility: 'unlisted' });
    const scheduled = await upload('Dawn chorus', {
      visibility: 'scheduled',
      publishAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect((await news(lou)).map((n) => n.video)).not.toContain(unlisted);
    expect((await news(lou)).map((n) => n.video)).not.toContain(scheduled);

    const edit = await kim.browser.patch(`/api/videos/${unlisted}`, {
      title: 'Quiet harbour',
      platformId: 1,
      categoryId: 1,
      prompt: '',
      visibility: 'public',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.worker.drain();
    expect((await news(lou))[0]?.video).toBe(unlisted);

    offset = HOUR + 60_000;
    try {
      await t.worker.drain();
      await t.worker.drain();
    } finally {
      offset = 0;
    }
    expect((await news(lou))[0]?.video).toBe(scheduled);
    expect(await news(nia)).toEqual([]);
  });
});
