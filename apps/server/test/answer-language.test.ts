import { FLAG_MESSAGES, meResponseSchema, REPORT_TARGET_REFUSALS, STANDING_MESSAGES } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, readOutbox, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

// Issue 37: the server's answers that are not refusals (a report sent, an appeal decided, an
// e-mailed unsubscribe, the notice of a session a moderator ended) are in the request's language
// too, and British English stays word for word.
describe('answers and notices in the language of the request', () => {
  let t: TestApp;
  let admin: SignedUp;
  let ana: SignedUp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'answers-admin@example.test' });
    admin = await signUpVerified(t, 'answers-admin@example.test');
    ana = await signUpVerified(t, 'answers-ana@example.test');
  });
  afterAll(() => t.close());

  const person = () => signUpVerified(t, `answers-${++n}@example.test`);
  /** `who`'s browser with the language chosen on it (the `lang` cookie). */
  const inLanguage = (who: SignedUp, lang: string) => browser(t, `${who.browser.cookie}; lang=${lang}`);
  const reason = 'This is a long enough reason.';

  it('words a sent report in the reporter’s language', async () => {
    const owner = await person();
    const video = await factories(t).video(owner.user.id, { title: 'Moths' });
    const french = await inLanguage(ana, 'fr').post(`/api/videos/${video.id}/flags`, { categoryId: 1, reason });
    expect(french.statusCode, french.body).toBe(201);
    expect(french.json().message).toBe(
      'La vidéo a été signalée et transmise à notre équipe pour examen. Merci de nous aider à préserver la sécurité de notre communauté.',
    );
    const other = await person();
    const english = await other.browser.post(`/api/videos/${video.id}/flags`, { categoryId: 1, reason });
    expect(english.json().message).toBe(FLAG_MESSAGES.success);
    const spanish = await inLanguage(ana, 'es').post(`/api/profiles/${owner.user.username}/flags`, {
      categoryId: 1,
      reason,
    });
    expect(spanish.statusCode, spanish.body).toBe(201);
    expect(spanish.json().message).toBe(
      'Has denunciado el perfil y lo hemos enviado a nuestro equipo para que lo revise. Gracias por ayudar a mantener segura nuestra comunidad.',
    );
    const englishProfile = await other.browser.post(`/api/profiles/${owner.user.username}/flags`, {
      categoryId: 1,
      reason,
    });
    expect(englishProfile.json().message).toBe(REPORT_TARGET_REFUSALS.profileFlagged);
  });

  it('words the e-mailed one-click unsubscribe’s answer, with the kind of e-mail, in the asker’s language', async () => {
    const owner = await person();
    const video = await factories(t).video(owner.user.id, { title: 'Lanterns' });
    await ana.browser.post(`/api/videos/${video.id}/comments`, { body: 'So warm' });
    await t.worker.drain();
    const mail = readOutbox(t).find((m) => m.to === owner.user.email && /commented/.test(m.subject)) as
      { headers?: Record<string, string> } | undefined;
    const link = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    const unsubscribe = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `${link.pathname}${link.search}`, headers });
    const brazilian = await unsubscribe({ 'accept-language': 'pt-BR' });
    expect(brazilian.statusCode, brazilian.body).toBe(200);
    expect(brazilian.json()).toEqual({
      scope: 'comment',
      message: 'Você não receberá mais e-mails sobre: comentários nos seus vídeos.',
    });
    expect((await unsubscribe({})).json()).toEqual({
      scope: 'comment',
      message: 'You will get no more e-mails about: comments on your videos.',
    });
  });

  it('tells a browser a suspension signed out in its language, with the day written its way', async () => {
    const target = await person();
    const japanese = inLanguage(target, 'ja');
    const english = browser(t, target.browser.cookie);
    const res = await admin.browser.post(`/api/admin/users/${target.user.id}/suspend`, {
      reason: 'Posted the same link under forty videos.',
      section: 'spam',
      days: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const until = Date.parse(res.json().suspendedUntil);
    expect(until).toBeGreaterThan(Date.now() + 2 * DAY_MS);
    const day = new Date(until).toLocaleDateString('ja', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(meResponseSchema.parse((await japanese.get('/api/me')).json())).toEqual({
      user: null,
      signedOutNotice: `アカウントは ${day} まで一時停止されています。ログアウトしました。再度ログインして動画を見ることはできますが、アップロード、コメント、拍手、報告、フォローはできません。`,
    });
    // Told once per session: the same session's cookie in English is told nothing more.
    expect((await english.get('/api/me')).json()).toEqual({ user: null });
  });

  it('tells a banned browser in Spanish, and an English one the spec’s words', async () => {
    const target = await person();
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: target.user.email, password: 'secret-pass' }),
    });
    expect(second.statusCode, second.body).toBe(200);
    const secondCookie = [second.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const res = await admin.browser.post(`/api/admin/users/${target.user.id}/ban`, {
      reason: 'Posted the same link under forty videos.',
      section: 'spam',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await inLanguage(target, 'es').get('/api/me')).json()).toEqual({
      user: null,
      signedOutNotice: 'Tu cuenta ha sido expulsada. Se ha cerrado tu sesión.',
    });
    expect((await browser(t, secondCookie).get('/api/me')).json()).toEqual({
      user: null,
      signedOutNotice: STANDING_MESSAGES.signedOutBanned,
    });
  });

  it('words an appeal sent, and a moderator’s decision on it, in each one’s language', async () => {
    const owner = await person();
    const video = await factories(t).video(owner.user.id, { title: 'Koi' });
    const posted = await ana.browser.post(`/api/videos/${video.id}/comments`, { body: 'Follow me for more koi!' });
    expect((await admin.browser.delete(`/api/comments/${posted.json().id}`)).statusCode).toBe(204);
    const notice = readOutbox(t)
      .filter((m) => m.to === ana.user.email && /comment was removed/.test(m.subject))
      .at(-1)!;
    const decisionId = Number(
      new URL(notice.text.match(/https?:\/\/\S+\/appeals\/\S+/)![0]).pathname.split('/').at(-1),
    );
    const sent = await inLanguage(ana, 'fr').post(`/api/appeals/${decisionId}`, {
      body: 'This was a joke between friends, not spam at all.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({
      id: expect.any(Number),
      message: 'Recours envoyé. Un modérateur va l’examiner et nous vous enverrons la réponse par e-mail.',
    });
    const decide = (who: ReturnType<typeof browser>) =>
      who.post(`/api/admin/appeals/${sent.json().id}/decide`, {
        outcome: 'upheld',
        reason: 'It is the same text posted on twelve videos.',
      });
    const spanish = await decide(inLanguage(admin, 'es'));
    expect(spanish.statusCode, spanish.body).toBe(200);
    expect(spanish.json()).toEqual({ message: 'Apelación desestimada: la decisión se mantiene.' });
  });
});
