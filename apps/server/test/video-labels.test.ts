import {
  adminAppealsResponseSchema,
  appealPageSchema,
  auditLogResponseSchema,
  errorBodySchema,
  feedResponseSchema,
  LABEL_MESSAGES,
  STANDING_MESSAGES,
  videoDetailSchema,
  videoLabelsResponseSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, readOutbox, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Labels on videos ('AI disclosure missing', 'Sensitive content'): admins put them on and take
// them off; every viewer's card and page carry them; putting one on is a decision, audited, told
// to the creator with the appeal link, and overturning it takes the label off.
describe('video labels', () => {
  let t: TestApp;
  let creator: SignedUp;
  let viewer: SignedUp;
  let admin: SignedUp;
  const decision = { reason: 'Graphic injury in the opening seconds.', section: 'violence' };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'labels-admin@example.test' });
    creator = await signUpVerified(t, 'labels-creator@example.test');
    viewer = await signUpVerified(t, 'labels-viewer@example.test');
    admin = await signUpVerified(t, 'labels-admin@example.test');
  });
  afterAll(() => t.close());

  const newVideo = (title: string) => factories(t).video(creator.user.id, { title });
  const labelUrl = (id: number, label: string) => `/api/admin/videos/${id}/labels/${label}`;
  const rowsOf = async (id: number) => ({
    labels: (await t.handle.db.selectFrom('video_labels').select('label').where('video_id', '=', id).execute()).map(
      (r) => r.label,
    ),
    column: (await t.handle.db.selectFrom('videos').select('labels').where('id', '=', id).executeTakeFirstOrThrow())
      .labels,
    audit: await t.handle.db
      .selectFrom('audit_log')
      .select(['action', 'detail', 'reason', 'actor_id'])
      .where('target_type', '=', 'video')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute(),
  });
  const labelsSeenBy = async (who: ReturnType<typeof browser>, id: number) =>
    videoDetailSchema.parse((await who.get(`/api/videos/${id}`)).json()).labels;
  const noticesFor = () =>
    readOutbox(t).filter((m) => m.to === 'labels-creator@example.test' && /label/.test(m.subject));

  it('lets only admins label: visitors get 401, users and the owner 403, and nothing is written', async () => {
    const video = await newVideo('Dockside sparks');
    const callers: [string, ReturnType<typeof browser>, number][] = [
      ['visitor', browser(t), 401],
      ['user', viewer.browser, 403],
      ['owner', creator.browser, 403],
    ];
    for (const [name, who, status] of callers) {
      const put = await who.put(labelUrl(video.id, 'sensitive'), decision);
      const del = await who.delete(labelUrl(video.id, 'sensitive'));
      expect([name, put.statusCode, del.statusCode]).toEqual([name, status, status]);
      expect(errorBodySchema.parse(put.json()).message).toBe('Access Denied');
      expect(errorBodySchema.parse(del.json()).message).toBe('Access Denied');
    }
    expect(await rowsOf(video.id)).toEqual({ labels: [], column: '', audit: [] });
  });

  it("refuses bad input with the contract's texts, and writes nothing", async () => {
    const video = await newVideo('Quiet harbour');
    const cases: [string, string, unknown, number, string][] = [
      ['unknown label', labelUrl(video.id, 'spicy'), decision, 400, LABEL_MESSAGES.unknownLabel],
      ['no reason', labelUrl(video.id, 'sensitive'), { section: 'violence' }, 400, STANDING_MESSAGES.reasonRequired],
      [
        'blank reason',
        labelUrl(video.id, 'sensitive'),
        { ...decision, reason: '  ' },
        400,
        STANDING_MESSAGES.reasonRequired,
      ],
      [
        'long reason',
        labelUrl(video.id, 'sensitive'),
        { ...decision, reason: 'x'.repeat(1001) },
        400,
        STANDING_MESSAGES.reasonTooLong,
      ],
      [
        'no section',
        labelUrl(video.id, 'sensitive'),
        { reason: decision.reason },
        400,
        STANDING_MESSAGES.sectionRequired,
      ],
      ['unknown video', labelUrl(999_999, 'sensitive'), decision, 404, 'Video not found'],
      ['loose id', labelUrl(Number.NaN, 'sensitive'), decision, 404, 'Video not found'],
    ];
    for (const [name, url, body, status, message] of cases) {
      const res = await admin.browser.put(url, body);
      expect([name, res.statusCode, errorBodySchema.parse(res.json()).message]).toEqual([name, status, message]);
    }
    const notThere = await admin.browser.delete(labelUrl(video.id, 'sensitive'));
    expect([notThere.statusCode, notThere.json().message]).toEqual([409, LABEL_MESSAGES.notLabelled]);
    expect(await rowsOf(video.id)).toEqual({ labels: [], column: '', audit: [] });
    expect(noticesFor()).toEqual([]);
  });

  it('puts labels on for every viewer, tells the creator with the appeal link, and audits each change', async () => {
    const video = await newVideo('Harbour at night');
    const put = await admin.browser.put(labelUrl(video.id, 'sensitive'), decision);
    expect(put.statusCode, put.body).toBe(200);
    expect(videoLabelsResponseSchema.parse(put.json())).toEqual({ labels: ['sensitive'] });
    const again = await admin.browser.put(labelUrl(video.id, 'sensitive'), decision);
    expect([again.statusCode, again.json().message]).toEqual([409, LABEL_MESSAGES.alreadyLabelled]);
    const second = await admin.browser.put(labelUrl(video.id, 'ai_disclosure_missing'), {
      reason: 'Realistic synthetic voice, not disclosed.',
      section: 'disclosure',
    });
    // In VIDEO_LABELS order, whichever came first.
    expect(second.json()).toEqual({ labels: ['ai_disclosure_missing', 'sensitive'] });

    // Visitors, users and the owner see them on the page and on the feed's card.
    for (const who of [browser(t), viewer.browser, creator.browser]) {
      expect(await labelsSeenBy(who, video.id)).toEqual(['ai_disclosure_missing', 'sensitive']);
    }
    const feed = feedResponseSchema.parse((await browser(t).get('/api/videos?tab=latest')).json());
    expect(feed.items.find((v) => v.id === video.id)?.labels).toEqual(['ai_disclosure_missing', 'sensitive']);

    const notices = noticesFor();
    expect(notices.map((m) => m.subject)).toEqual([
      'A label was added to your video on Promptreel',
      'A label was added to your video on Promptreel',
    ]);
    expect(notices[0]!.text).toContain(
      'Our moderators have added the label “Sensitive content” to your video “Harbour at night”.',
    );
    expect(notices[0]!.text).toContain(`Reason: ${decision.reason}`);
    expect(notices[0]!.text).toContain('Guideline: Graphic violence');
    expect(notices[0]!.text).toContain('/community-guidelines#violence');
    expect(notices[0]!.text).toContain('If you believe this was a mistake, appeal here:');
    expect(notices[1]!.text).toContain('“AI disclosure missing”');
    const link = new URL(notices[0]!.text.match(/https?:\/\/\S+\/appeals\/\d+\?key=\S+/)![0]);

    // The creator reads the decision through the link, signed out.
    const page = appealPageSchema.parse(
      (await browser(t).get(`/api/appeals/${link.pathname.split('/').at(-1)}${link.search}`)).json(),
    );
    expect(page.decision).toMatchObject({ action: 'label', detail: 'Sensitive content', reason: decision.reason });
    expect(page.canAppeal).toBe(true);

    const removed = await admin.browser.delete(labelUrl(video.id, 'ai_disclosure_missing'));
    expect([removed.statusCode, removed.json()]).toEqual([200, { labels: ['sensitive'] }]);
    expect(await labelsSeenBy(browser(t), video.id)).toEqual(['sensitive']);

    const rows = await rowsOf(video.id);
    expect(rows.labels).toEqual(['sensitive']);
    expect(rows.column).toBe('sensitive');
    expect(rows.audit).toEqual([
      { action: 'label', detail: 'sensitive', reason: decision.reason, actor_id: admin.user.id },
      {
        action: 'label',
        detail: 'ai_disclosure_missing',
        reason: 'Realistic synthetic voice, not disclosed.',
        actor_id: admin.user.id,
      },
      { action: 'unlabel', detail: 'ai_disclosure_missing', reason: null, actor_id: admin.user.id },
    ]);
    const log = auditLogResponseSchema.parse((await admin.browser.get('/api/admin/audit-log?target=video')).json());
    expect(log.items.filter((e) => e.target.id === String(video.id)).map((e) => [e.action, e.detail])).toEqual([
      ['unlabel', 'AI disclosure missing'],
      ['label', 'AI disclosure missing'],
      ['label', 'Sensitive content'],
    ]);
    const csv = await admin.browser.get('/api/admin/audit-log.csv?target=video');
    expect(csv.body.split('\r\n')[0]).toContain(',detail,');
    expect(csv.body).toContain(',Sensitive content,');
  });

  it('an overturned label appeal takes the label off; a held video cannot be labelled', async () => {
    const video = await newVideo('Storm over the pier');
    expect((await admin.browser.put(labelUrl(video.id, 'sensitive'), decision)).statusCode).toBe(200);
    const link = new URL(
      noticesFor()
        .at(-1)!
        .text.match(/https?:\/\/\S+\/appeals\/\d+\?key=\S+/)![0],
    );
    const decisionId = Number(link.pathname.split('/').at(-1));
    const filed = await creator.browser.post(`/api/appeals/${decisionId}`, {
      body: 'There is no injury in it: the red is paint on a stunt dummy.',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const queue = adminAppealsResponseSchema.parse((await admin.browser.get('/api/admin/appeals')).json());
    const appeal = queue.items.find((a) => a.decision.id === decisionId)!;
    expect(appeal.decision).toMatchObject({ action: 'label', detail: 'Sensitive content', videoId: video.id });
    const decided = await admin.browser.post(`/api/admin/appeals/${appeal.id}/decide`, {
      outcome: 'overturned',
      reason: 'Paint, not blood.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await labelsSeenBy(browser(t), video.id)).toEqual([]);
    expect((await rowsOf(video.id)).column).toBe('');
    const outcome = readOutbox(t)
      .filter((m) => m.to === 'labels-creator@example.test' && /appeal/i.test(m.subject))
      .at(-1)!;
    expect(outcome.text).toContain('Your video “Storm over the pier” was labelled “Sensitive content”.');

    // A video a moderator removed is held for its appeal: nobody's to label.
    const held = await newVideo('Removed one');
    expect((await admin.browser.post(`/api/admin/videos/${held.id}/delete`)).statusCode).toBe(200);
    const refused = await admin.browser.put(labelUrl(held.id, 'sensitive'), decision);
    expect([refused.statusCode, refused.json().message]).toEqual([404, 'Video not found']);
    expect((await rowsOf(held.id)).labels).toEqual([]);
  });
});
