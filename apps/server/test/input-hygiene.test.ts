import fs from 'node:fs';
import path from 'node:path';
import {
  commentsResponseSchema,
  ownProfileSchema,
  socialLinksResponseSchema,
  videoDetailSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../src/mail/mailer.js';
import { startSmtpServer } from './helpers/smtp-server.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** Mail as the outbox wrote it, every field (html and replyTo too). */
interface SentMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}
const outbox = (t: TestApp): SentMail[] => {
  const dir = path.join(t.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as SentMail);
};

const reason = 'This clip was filmed with a phone, not generated.';

describe('one-line fields lose control characters; handles are http(s) or plain', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let owner: SignedUp;
  let reporter: SignedUp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'hygiene-desk@example.test' });
    f = factories(t);
    owner = await signUpVerified(t, 'hygiene-owner@example.test');
    reporter = await signUpVerified(t, 'hygiene-reporter@example.test');
    await signUpVerified(t, 'hygiene-desk@example.test');
  });
  afterAll(() => t.close());

  it('stores an edited title without CR/LF, and the report e-mail subject has none', async () => {
    const { id } = await f.video(owner.user.id, { title: 'Before' });
    const edit = await owner.browser.patch(`/api/videos/${id}`, {
      title: 'Sunset\r\nBcc: victim@example.test\u0007',
      subtitle: 'Line one\r\nLine two\u0000',
      prompt: 'A\tprompt\u001b[31m',
      platformId: 1,
      categoryId: 1,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const stored = await t.handle.db
      .selectFrom('videos')
      .select(['title', 'subtitle', 'prompt', 'search_text'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe('Sunset Bcc: victim@example.test');
    expect(stored.subtitle).toBe('Line one\nLine two');
    expect(stored.prompt).toBe('A prompt[31m');
    expect(videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json()).title).toBe(
      'Sunset Bcc: victim@example.test',
    );

    expect((await reporter.browser.post(`/api/videos/${id}/flags`, { categoryId: 7, reason })).statusCode).toBe(201);
    const mail = outbox(t).find((m) => m.to === 'hygiene-desk@example.test' && m.subject.includes('Sunset'));
    expect(mail?.subject).toBe('Report: Not AI Generated — Sunset Bcc: victim@example.test');
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });

  it('keeps a line break that an older row already holds out of the e-mail subject', async () => {
    // Written before the contract cleaned titles: the mail templates still keep the subject on one line.
    const { id } = await f.video(owner.user.id, { title: 'Legacy\r\nBcc: victim@example.test' });
    expect((await reporter.browser.post(`/api/videos/${id}/flags`, { categoryId: 7, reason })).statusCode).toBe(201);
    const mail = outbox(t).find((m) => m.to === 'hygiene-desk@example.test' && m.subject.includes('Legacy'));
    expect(mail?.subject).toBe('Report: Not AI Generated — Legacy Bcc: victim@example.test');
  });

  it("links the reported video in the admin e-mail's HTML part", async () => {
    const { id } = await f.video(owner.user.id, { title: 'Fish & <chips>' });
    expect((await reporter.browser.post(`/api/videos/${id}/flags`, { categoryId: 7, reason })).statusCode).toBe(201);
    const mail = outbox(t).find((m) => m.to === 'hygiene-desk@example.test' && m.subject.includes('Fish'));
    expect(mail?.html).toContain(`<a href="${t.config.publicUrl}/video/${id}">Fish &amp; &lt;chips&gt;</a>`);
    expect(mail?.text).toContain(`Video: Fish & <chips> (${t.config.publicUrl}/video/${id})`);
  });

  it('cleans profile fields: one-line location, multi-line bio', async () => {
    const res = await owner.browser.patch('/api/profile', {
      username: owner.user.username,
      location: 'London\r\nUK\u0000',
      bio: 'Makes films.\r\nLikes\u0007 koi.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ownProfileSchema.parse(res.json())).toMatchObject({
      location: 'London UK',
      bio: 'Makes films.\nLikes koi.',
    });
    const bad = await owner.browser.patch('/api/profile', { username: 'evil\nname', location: null, bio: null });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps line breaks in comments but drops other control characters', async () => {
    const { id } = await f.video(owner.user.id);
    const res = await reporter.browser.post(`/api/videos/${id}/comments`, { body: 'Lovely\r\ncolours\u0000\u202e' });
    expect(res.statusCode, res.body).toBe(201);
    const comments = commentsResponseSchema.parse((await browser(t).get(`/api/videos/${id}/comments`)).json());
    expect(comments.items[0]!.body).toBe('Lovely\ncolours\u202e');
  });

  it('refuses javascript: and data: social handles with a clear 400, writing nothing', async () => {
    const saved = await owner.browser.put('/api/profile/social-links', {
      links: [
        { platform: 'twitter', handle: '@maker' },
        { platform: 'website', handle: 'https://maker.example/films' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = socialLinksResponseSchema.parse(saved.json()).links;
    expect(before).toEqual([
      { platform: 'twitter', handle: '@maker' },
      { platform: 'website', handle: 'https://maker.example/films' },
    ]);

    for (const handle of [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'java\u0000script:alert(1)',
    ]) {
      const res = await owner.browser.put('/api/profile/social-links', { links: [{ platform: 'website', handle }] });
      expect(res.statusCode, handle).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'bad_request',
        message: 'Enter a handle, or a web address starting with http:// or https://',
        issues: [{ field: 'links.0.handle' }],
      });
    }
    const rows = await t.handle.db
      .selectFrom('social_profiles')
      .select(['platform', 'handle'])
      .where('profile_id', '=', owner.user.id)
      .orderBy('display_order')
      .execute();
    expect(rows).toEqual(before);
  });
});

describe('the removal notice can be answered', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  /**
   * An app whose mail goes over real SMTP to the catcher above, and to the outbox as well (the
   * sign-up helper follows the confirmation link from there).
   */
  async function appWithSmtp(env: Record<string, string>) {
    const sink: { outbox?: Mailer } = {};
    const smtpMailer = createSmtpMailer(smtp.url, 'Promptreel <no-reply@promptreel.local>');
    const tee: Mailer = {
      kind: 'smtp',
      async send(m) {
        await smtpMailer.send(m);
        await sink.outbox!.send(m);
      },
    };
    const t = await createTestApp({ AUTH_RATE_LIMIT: '0', ...env }, { mailer: tee });
    sink.outbox = createOutboxMailer(path.join(t.config.dataDir, 'outbox'), t.config.mailFrom, { info() {} });
    return t;
  }

  /** Signs up an uploader and an admin (by setting or by role), reports a video and has it removed. */
  async function removeAVideo(t: TestApp, adminEmail: string, adminByRole: boolean) {
    const uploader = await signUpVerified(t, `uploader-${adminEmail}`);
    const reporter = await signUpVerified(t, `reporter-${adminEmail}`);
    const admin = await signUpVerified(t, adminEmail);
    if (adminByRole)
      await t.handle.db.updateTable('profiles').set({ is_admin: 1 }).where('id', '=', admin.user.id).execute();
    const { id } = await factories(t).video(uploader.user.id, { title: 'Doomed clip' });
    expect((await reporter.browser.post(`/api/videos/${id}/flags`, { categoryId: 7, reason })).statusCode).toBe(201);
    expect((await admin.browser.post(`/api/admin/videos/${id}/delete`)).statusCode).toBe(200);
    const notice = outbox(t).find((m) => m.to === `uploader-${adminEmail}` && /removed/.test(m.subject));
    const raw = smtp.received
      .map((m) => m.raw)
      .find((r) => r.includes(`\r\nTo: uploader-${adminEmail}\r\n`) && /removed/.test(r));
    expect(notice).toBeDefined();
    expect(raw).toBeDefined();
    return { notice: notice!, raw: raw! };
  }

  // Issue 30, item 9: the admin's own address would go to the very people they sanction.
  it('Reply-To is never the first admin address: without MAIL_REPLY_TO there is none', async () => {
    const t = await appWithSmtp({ ADMIN_EMAILS: 'first-admin@example.test,second-admin@example.test' });
    try {
      const { notice, raw } = await removeAVideo(t, 'first-admin@example.test', false);
      expect(notice.replyTo).toBeUndefined();
      expect(notice.text).toContain('Replies to this e-mail are not read.');
      expect(raw).not.toMatch(/^Reply-To:/im);
      expect(raw).not.toMatch(/[\s<]first-admin@example\.test/);
      expect(raw).toMatch(/^From: Promptreel <no-reply@promptreel\.local>\r$/m);
    } finally {
      await t.close();
    }
  });

  it('MAIL_REPLY_TO chooses the address', async () => {
    const t = await appWithSmtp({ ADMIN_EMAILS: 'reply-admin@example.test', MAIL_REPLY_TO: 'appeals@example.test' });
    try {
      const { notice, raw } = await removeAVideo(t, 'reply-admin@example.test', false);
      expect(notice.replyTo).toBe('appeals@example.test');
      expect(raw).toMatch(/^Reply-To: appeals@example\.test\r$/m);
    } finally {
      await t.close();
    }
  });

  it('with no address to reply to, the notice says replies are not read', async () => {
    const t = await appWithSmtp({});
    try {
      const { notice, raw } = await removeAVideo(t, 'role-admin@example.test', true);
      expect(notice.replyTo).toBeUndefined();
      // It says plainly that replies are not read, and that its link is the way to appeal.
      expect(notice.text).toContain('appeal through the link above. Replies to this e-mail are not read.');
      expect(notice.text).toMatch(/\/appeals\/\d+\?key=[\w-]{43}/);
      expect(raw).not.toMatch(/^Reply-To:/im);
    } finally {
      await t.close();
    }
  });
});
