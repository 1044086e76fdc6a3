import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Mail as the outbox mailer wrote it to DATA_DIR/outbox, oldest first. */
export function readOutbox(t: TestApp): OutboxMail[] {
  const dir = path.join(t.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
}

export function lastMailTo(t: TestApp, to: string): OutboxMail | undefined {
  return readOutbox(t)
    .filter((m) => m.to === to)
    .at(-1);
}

/**
 * Mail the app sends after answering (reset links go out once the request is done): waits until
 * one to `to` whose subject matches is in the outbox, and returns the newest.
 */
export async function waitForMail(t: TestApp, to: string, subject: RegExp, timeoutMs = 5_000): Promise<OutboxMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = readOutbox(t)
      .filter((m) => m.to === to && subject.test(m.subject))
      .at(-1);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function linkIn(mail: OutboxMail | undefined, pathPrefix: string): URL {
  const found = mail?.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === pathPrefix);
  if (!found) throw new Error(`no ${pathPrefix} link in ${JSON.stringify(mail)}`);
  return found;
}

/**
 * An HTTP client for one browser: sends the Origin header as a page would, and keeps cookies by name
 * as a browser's jar does (a new value replaces its name's, a cleared or expired one goes), so flows
 * that hold a session and a second cookie at once (a passkey challenge, a two-factor step) work too.
 */
export function browser(t: TestApp, initial = '') {
  const jar = new Map<string, string>();
  for (const pair of initial.split('; ').filter(Boolean)) {
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: {
        origin: t.config.publicUrl,
        ...(jar.size ? { cookie: cookie() } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const raw = res.headers['set-cookie'];
    for (const c of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair, ...attributes] = c.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1);
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a));
      if (value === '' || expired) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body?: unknown) => call('POST', url, body ?? {}),
    patch: (url: string, body: unknown) => call('PATCH', url, body),
    put: (url: string, body: unknown) => call('PUT', url, body),
    delete: (url: string, body?: unknown) => call('DELETE', url, body),
    get cookie() {
      return cookie();
    },
  };
}

/**
 * Signs up through the real endpoints, follows the confirmation link, and returns a signed-in browser.
 * The display name is the address's local part, so the username made from it is predictable in tests.
 */
/** A person signed up and verified by signUpVerified: their user, profile and signed-in browser. */
export type SignedUp = Awaited<ReturnType<typeof signUpVerified>>;

export async function signUpVerified(t: TestApp, email: string, password = 'secret-pass') {
  const b = browser(t);
  const up = await b.post('/api/auth/sign-up/email', { email, password, name: email.split('@')[0] });
  expect(up.statusCode, up.body).toBe(200);
  const link = linkIn(lastMailTo(t, email), '/auth/confirm');
  const verified = await b.get(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
  expect(verified.statusCode, verified.body).toBeLessThan(400);
  const me = await b.get('/api/me');
  const user = me.json().user;
  expect(user).not.toBeNull();
  return { browser: b, user: user as { id: string; username: string; email: string; isAdmin: boolean } };
}
