import { BLOCK_REFUSALS, LANGUAGE_TEXTS, MESSAGES, SEARCH_MESSAGES, UPLOAD_MESSAGES } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { createTestApp, listenLocally, type TestApp } from './helpers/test-app.js';

// Issue 37: every refusal is in the request's language (the `lang` cookie, else Accept-Language,
// else British English), and British English stays the spec's words.
describe('refusals in the language of the request', () => {
  let t: TestApp;
  let base: string;
  let ana: SignedUp;
  let ben: SignedUp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', JOBS_WORKER: 'false' });
    base = await listenLocally(t);
    ana = await signUpVerified(t, 'refusal-ana@example.test');
    ben = await signUpVerified(t, 'refusal-ben@example.test');
  });
  afterAll(() => t.close());

  /** A request with these language headers (none: neither cookie nor Accept-Language). */
  const ask = (method: 'GET' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        origin: t.config.publicUrl,
        ...headers,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  const setLanguage = (headers?: Record<string, string>) => ask('PUT', '/api/me/language', headers, { locale: 'es' });

  it('tells a visitor asking in Spanish that they must log in, in Spanish (401)', async () => {
    const res = await setLanguage({ 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthenticated', message: 'Tienes que iniciar sesión' });
  });

  it('takes the language chosen on the browser (the cookie) over Accept-Language', async () => {
    const res = await setLanguage({ 'accept-language': 'es', cookie: 'theme=dark; lang=ja' });
    expect(res.json()).toEqual({ code: 'unauthenticated', message: 'ログインが必要です' });
    // A cookie naming no language of ours is ignored.
    const bad = await setLanguage({ 'accept-language': 'pt-PT', cookie: 'lang=xx' });
    expect(bad.json().message).toBe('É preciso entrar');
  });

  it("words a refused form's message and each field's issue in French", async () => {
    const res = await ask('GET', '/api/search?q=a', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'bad_request',
      message: 'Saisissez au moins 2 caractères',
      issues: [{ field: 'q', message: 'Saisissez au moins 2 caractères' }],
    });
    const french = browser(t, `${ana.browser.cookie}; lang=fr`);
    const locale = await french.put('/api/me/language', { locale: 'de' });
    expect(locale.statusCode).toBe(400);
    expect(locale.json()).toEqual({
      code: 'bad_request',
      message: 'Choisissez l’une des langues proposées : en-GB, es, fr, ja ou pt-BR',
      issues: [{ field: 'locale', message: 'Choisissez l’une des langues proposées : en-GB, es, fr, ja ou pt-BR' }],
    });
  });

  it('keeps British English, and a request naming no language, word for word', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-GB' },
      { 'accept-language': 'en-US,de;q=0.5' },
      { cookie: 'lang=en-GB' },
    ];
    for (const headers of asked) {
      const visitor = await setLanguage(headers);
      expect(visitor.json(), JSON.stringify(headers)).toEqual({
        code: 'unauthenticated',
        message: MESSAGES.logInRequired,
      });
      const search = await ask('GET', '/api/search?q=a', headers);
      expect(search.json(), JSON.stringify(headers)).toEqual({
        code: 'bad_request',
        message: SEARCH_MESSAGES.tooShort,
        issues: [{ field: 'q', message: SEARCH_MESSAGES.tooShort }],
      });
    }
    const english = await browser(t, ana.browser.cookie).put('/api/me/language', { locale: 'de' });
    expect(english.json().message).toBe(LANGUAGE_TEXTS.badLocale);
  });

  it('words zod’s own texts (no message in the contract) in zod’s words for the language', async () => {
    const limit = (headers: Record<string, string>) => ask('GET', '/api/videos?limit=0', headers);
    const french = await limit({ 'accept-language': 'fr' });
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({
      code: 'bad_request',
      message: 'Trop petit : nombre doit être >=1',
      issues: [{ field: 'limit', message: 'Trop petit : nombre doit être >=1' }],
    });
    const english = 'Too small: expected number to be >=1';
    expect((await limit({})).json()).toEqual({
      code: 'bad_request',
      message: english,
      issues: [{ field: 'limit', message: english }],
    });
    // An upload's metadata is read in the tus server, outside Fastify's error handler.
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const metadata = { title: 'Glass', platformId: '1', categoryId: '2', remixOf: '-1', filetype: 'video/mp4' };
    const spanish = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        Origin: t.config.publicUrl,
        Cookie: ana.browser.cookie,
        'Accept-Language': 'es',
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '1024',
        'Upload-Metadata': Object.entries(metadata)
          .map(([key, value]) => `${key} ${b64(value)}`)
          .join(','),
      },
    });
    expect(spanish.status).toBe(400);
    expect(await spanish.json()).toEqual({
      code: 'bad_request',
      message: 'Demasiado pequeño: se esperaba que número fuera >0',
      issues: [{ field: 'remixOf', message: 'Demasiado pequeño: se esperaba que número fuera >0' }],
    });
    expect(await t.handle.db.selectFrom('videos').select('id').where('title', '=', 'Glass').execute()).toEqual([]);
  });

  it('answers an unknown API address and a refused upload in the asker’s language', async () => {
    const missing = await ask('GET', '/api/no-such-thing', { 'accept-language': 'pt-BR' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'Não encontrado' });
    const upload = (headers: Record<string, string>) =>
      fetch(`${base}/api/uploads`, {
        method: 'POST',
        headers: { Origin: t.config.publicUrl, 'Tus-Resumable': '1.0.0', 'Upload-Length': '1024', ...headers },
      });
    const spanish = await upload({ 'Accept-Language': 'es' });
    expect(spanish.status).toBe(401);
    expect(await spanish.json()).toEqual({ code: 'unauthenticated', message: 'Inicia sesión para subir vídeos' });
    expect(await (await upload({})).json()).toEqual({
      code: 'unauthenticated',
      message: UPLOAD_MESSAGES.logInToUpload,
    });
  });

  it("words the auth library's refusal of a wrong password in the asker's language", async () => {
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: t.config.publicUrl, 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ email: 'refusal-ana@example.test', password: 'not-the-password' }),
      });
    const english = await signIn({});
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({ code: 'unauthenticated', message: 'Invalid email or password' });
    expect((await signIn({ 'accept-language': 'es' })).json()).toEqual({
      code: 'unauthenticated',
      message: 'Correo electrónico o contraseña incorrectos',
    });
  });

  it('words a refusal made with a name from its values', async () => {
    expect((await ana.browser.put(`/api/profiles/${ben.user.username}/block`, {})).statusCode).toBe(200);
    const follow = (cookie: string) => browser(t, cookie).put(`/api/profiles/${ben.user.username}/follow`, {});
    const english = await follow(ana.browser.cookie);
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe(BLOCK_REFUSALS.unblockToFollow(ben.user.username));
    const japanese = await follow(`${ana.browser.cookie}; lang=ja`);
    expect(japanese.json()).toEqual({
      code: 'forbidden',
      message: `フォローするには @${ben.user.username} のブロックを解除してください。`,
    });
  });
});
