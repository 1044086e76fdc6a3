import { auditLogResponseSchema, errorBodySchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auditTargets from '../src/db/migrations/0017_audit_targets.js';
import * as appealsTable from '../src/db/migrations/0021_appeals.js';
import * as videoLabels from '../src/db/migrations/0022_video_labels.js';
import { recordAudit } from '../src/repositories/audit.repository.js';
import { browser, readOutbox, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The audit log: every decision with who, what, when, target and reason, filtered by target and
// by moderator, and exported as CSV; a moderator's comment removal is one of those decisions.
describe('the audit log', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let creator: SignedUp;
  let author: SignedUp;
  let modA: SignedUp;
  let modB: SignedUp;
  const reason = 'Looks like phone footage to me, not AI.';

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'mod-a@example.test,mod-b@example.test' });
    f = factories(t);
    creator = await signUpVerified(t, 'audit-creator@example.test');
    author = await signUpVerified(t, 'audit-author@example.test');
    modA = await signUpVerified(t, 'mod-a@example.test');
    modB = await signUpVerified(t, 'mod-b@example.test');
  });
  afterAll(() => t.close());

  const logOf = async (query = '', who = modA) => {
    const res = await who.browser.get(`/api/admin/audit-log${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return auditLogResponseSchema.parse(res.json());
  };
  const auditRows = async () => (await t.handle.db.selectFrom('audit_log').select('id').execute()).length;
  const comment = async (videoId: number, body: string) => {
    const res = await author.browser.post(`/api/videos/${videoId}/comments`, { body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  it('records a moderator removing a comment, with its video, and e-mails the author; a creator’s removal is not a decision', async () => {
    const video = await f.video(creator.user.id, { title: 'Glass koi' });
    const byMod = await comment(video.id, 'Buy followers at example dot com!');
    const byCreator = await comment(video.id, 'Meh.');
    const before = await auditRows();

    expect((await creator.browser.delete(`/api/comments/${byCreator}`)).statusCode).toBe(204);
    expect(await auditRows()).toBe(before);

    expect((await modA.browser.delete(`/api/comments/${byMod}`)).statusCode).toBe(204);
    const [entry] = (await logOf('?target=comment')).items;
    expect(entry).toMatchObject({
      actor: { id: modA.user.id },
      action: 'remove_comment',
      target: { type: 'comment', id: String(byMod), label: 'Buy followers at example dot com!' },
      videoId: video.id,
      flagIds: [],
    });
    // Removing it again changes nothing and records nothing.
    expect((await modA.browser.delete(`/api/comments/${byMod}`)).statusCode).toBe(204);
    expect(await auditRows()).toBe(before + 1);

    const notices = readOutbox(t).filter(
      (m) => m.to === 'audit-author@example.test' && /comment was removed/.test(m.subject),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('"Glass koi"');
    expect(notices[0]!.text).toContain('Buy followers at example dot com!');
    expect(notices[0]!.text).toContain(`/video/${video.id}`);
    expect(notices[0]!.text).toMatch(/\/appeals\/\d+\?key=[\w-]{43}/);
  });

  it('filters by target and by moderator, and names everyone who decided something', async () => {
    const flagged = async (title: string) => {
      const v = await f.video(creator.user.id, { title });
      const res = await author.browser.post(`/api/videos/${v.id}/flags`, { categoryId: 7, reason });
      expect(res.statusCode, res.body).toBe(201);
      return v.id;
    };
    const kept = await flagged('Dismissed by B');
    expect((await modB.browser.post(`/api/admin/videos/${kept}/dismiss`)).statusCode).toBe(200);

    const all = await logOf();
    expect(all.items.map((e) => e.action).slice(0, 2)).toEqual(['dismiss', 'remove_comment']);
    expect(all.truncated).toBe(false);
    expect(all.moderators.map((m) => m.id).sort()).toEqual([modA.user.id, modB.user.id].sort());

    const videos = await logOf('?target=video');
    expect(videos.items.every((e) => e.target.type === 'video')).toBe(true);
    expect(videos.items[0]).toMatchObject({ action: 'dismiss', target: { id: String(kept), label: 'Dismissed by B' } });
    expect((await logOf('?target=profile')).items).toEqual([]);

    const byB = await logOf(`?moderator=${modB.user.id}`);
    expect(byB.items.map((e) => e.actor.id)).toEqual([modB.user.id]);
    const byAOnVideos = await logOf(`?target=video&moderator=${modA.user.id}`);
    expect(byAOnVideos.items).toEqual([]);
  });

  it('exports the same entries as CSV, with user-written cells made inert for spreadsheets', async () => {
    const video = await f.video(creator.user.id, { title: '=HYPERLINK("http://evil.example","Click")' });
    const id = await comment(video.id, '@SUM(1+1) "quoted", and a comma');
    expect((await modA.browser.delete(`/api/comments/${id}`)).statusCode).toBe(204);

    const res = await modA.browser.get(`/api/admin/audit-log.csv?target=comment&moderator=${modA.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="promptreel-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'time,moderator,moderator_id,action,target_type,target_id,target,video_id,detail,reason,report_ids',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,remove_comment,comment,${id},"'@SUM(1+1) ""quoted"", and a comma",${video.id},,`);
    expect(lines[2]).toContain(',remove_comment,comment,');
    expect(lines.slice(1).every((l) => l.includes(`,${modA.user.id},`))).toBe(true);

    const all = await modA.browser.get('/api/admin/audit-log.csv');
    expect(all.body.trimEnd().split('\r\n').length).toBe((await logOf()).items.length + 1);
  });

  it('refuses visitors, users and bad filters, on the page and the CSV alike', async () => {
    for (const url of ['/api/admin/audit-log', '/api/admin/audit-log.csv']) {
      const visitor = await browser(t).get(url);
      expect(visitor.statusCode).toBe(401);
      expect(errorBodySchema.parse(visitor.json()).message).toBe('Access Denied');
      const user = await author.browser.get(url);
      expect(user.statusCode).toBe(403);
      expect(errorBodySchema.parse(user.json()).message).toBe('Access Denied');
      const badTarget = await modA.browser.get(`${url}?target=everything`);
      expect(badTarget.statusCode).toBe(400);
      expect(errorBodySchema.parse(badTarget.json()).message).toBe('Choose video, comment or profile');
      const badModerator = await modA.browser.get(`${url}?moderator=${encodeURIComponent("x' or 1=1 --")}`);
      expect(badModerator.statusCode).toBe(400);
      expect(errorBodySchema.parse(badModerator.json()).message).toBe('Unknown moderator');
    }
  });

  it('keeps the entries written before migration 0017 as video decisions, and numbers new ones after them', async () => {
    const db = t.handle.db;
    await db.deleteFrom('audit_log').execute();
    // Later migrations refer to the table 0017 rebuilds: they come after it, as on a real upgrade.
    await videoLabels.down(db);
    await appealsTable.down(db);
    await auditTargets.down(db);
    await db
      .insertInto('audit_log' as never)
      .values({
        id: 41,
        actor_id: modA.user.id,
        action: 'delete_video',
        video_id: 7,
        video_title: 'Old title',
        flag_ids: '[3,4]',
        created_at: 1_700_000_000_000,
      } as never)
      .execute();
    await auditTargets.up(db);
    await appealsTable.up(db);
    await videoLabels.up(db);

    await recordAudit(db, {
      actorId: modB.user.id,
      action: 'dismiss',
      targetType: 'profile',
      targetId: author.user.id,
      targetLabel: '@someone',
      at: 1_800_000_000_000,
    });
    const items = (await logOf()).items;
    expect(items.map((e) => [e.id > 41, e.action, e.target, e.videoId, e.flagIds])).toEqual([
      [true, 'dismiss', { type: 'profile', id: author.user.id, label: '@someone' }, null, []],
      [false, 'delete_video', { type: 'video', id: '7', label: 'Old title' }, 7, [3, 4]],
    ]);
  });
});
