import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, lastMailTo, readOutbox, type SignedUp, signUpVerified, waitForMail } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 37: every e-mail is in its recipient's language: the account's choice, else (for mail that
// answers a request) the request's, else British English, word for word as before.
describe('e-mails in the recipient’s language', () => {
  let t: TestApp;
  let ana: SignedUp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    ana = await signUpVerified(t, 'mail-lang-ana@example.test');
  });
  afterAll(() => t.close());

  it('sends a sign-up whose request asks for Japanese its confirmation in Japanese', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json', 'accept-language': 'ja,en;q=0.5' },
      payload: JSON.stringify({ email: 'mail-lang-ja@example.test', password: 'secret-pass', name: 'haru' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = lastMailTo(t, 'mail-lang-ja@example.test');
    expect(mail?.subject).toBe('Promptreel のメールアドレスを確認してください');
    expect(mail?.text).toContain('Promptreel へようこそ！登録を完了するには、メールアドレスを確認してください。');
    expect(mail?.text).toContain('/auth/confirm?token=');
  });

  it('writes to an account that chose Spanish in Spanish: a notification and a password reset', async () => {
    const es = await signUpVerified(t, 'mail-lang-es@example.test');
    expect((await es.browser.put('/api/me/language', { locale: 'es' })).statusCode).toBe(200);
    const video = await factories(t).video(es.user.id, { title: 'Faroles' });
    await ana.browser.post(`/api/videos/${video.id}/comments`, { body: '¡Qué bonito!' });
    await t.worker.drain();
    const notice = readOutbox(t).find((m) => m.to === es.user.email && m.subject.includes('Faroles'));
    expect(notice?.subject).toBe(`${ana.user.username} comentó tu vídeo «Faroles»`);
    expect(notice?.text).toContain(`${ana.user.username} comentó tu vídeo «Faroles».`);
    expect(notice?.text).toContain('Verlo en Promptreel');
    expect(notice?.text).toContain('Recibes estos correos por tu configuración de notificaciones');

    // A browser in English asks: the account's choice wins.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json', 'accept-language': 'en-GB' },
      payload: JSON.stringify({ email: es.user.email, redirectTo: '/reset-password' }),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const mail = await waitForMail(t, es.user.email, /contraseña/);
    expect(mail.subject).toBe('Restablece tu contraseña de Promptreel');
    expect(mail.text).toContain('Alguien ha pedido restablecer la contraseña de tu cuenta de Promptreel.');
    expect(mail.text).toContain('Elegir una contraseña nueva: ');
  });

  it('writes to an account with no choice in British English, word for word', async () => {
    const res = await browser(t).post('/api/auth/request-password-reset', {
      email: ana.user.email,
      redirectTo: '/reset-password',
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(t, ana.user.email, /password/);
    expect(mail.subject).toBe('Reset your Promptreel password');
    const url = /https?:\/\/\S+/.exec(mail.text)![0];
    expect(mail.text).toBe(
      'Someone asked to reset the password of your Promptreel account.\n\n' +
        `Choose a new password: ${url}\n\n` +
        'The link works once and expires in one hour. If it was not you, ignore this message: your password stays as it is.\n\n' +
        '— Promptreel',
    );
  });
});
