import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { factories } from './helpers/factories.js';
import { createTestApp, SEED_MEDIA_DIR, type TestApp } from './helpers/test-app.js';

// The deployment of deploy/nginx/promptreel.conf, run for real: Debian's nginx (CI installs it with
// apt) in front of a listening server with MEDIA_ACCEL_REDIRECT, nginx sending the files itself.
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SITE = path.join(REPO_ROOT, 'deploy/nginx/promptreel.conf');
const ACCEL_PREFIX = '/_promptreel_storage';

/** The site file with its EDIT values replaced; each must be there as often as said (once unless told). */
function renderSite(listen: string, upstream: string, storageDir: string, accessLog: string): string {
  let site = fs.readFileSync(SITE, 'utf8');
  const edits: [from: string, to: string, times?: number][] = [
    ['listen 80;', `listen ${listen};`],
    ['access_log /var/log/nginx/access.log promptreel;', `access_log ${accessLog} promptreel;`],
    // Both instances of both upstreams (the balanced one and the uploads') are this one server.
    ['server 127.0.0.1:3000 ', `server ${upstream} `, 2],
    ['server 127.0.0.1:3001 ', `server ${upstream} `, 2],
    ['alias /var/lib/promptreel/storage/;', `alias ${storageDir}/;`],
  ];
  for (const [from, to, times = 1] of edits) {
    expect(site.split(from), `${SITE} should hold "${from}" ${times} time(s)`).toHaveLength(times + 1);
    site = site.replaceAll(from, to);
  }
  return site;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with the path sent exactly as written (fetch would resolve %2e%2e segments first). */
function request(port: number, target: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('media through nginx with X-Accel-Redirect (deploy/nginx/promptreel.conf)', () => {
  let t: TestApp;
  let nginx: ChildProcess;
  let prefix: string;
  let port: number;
  let nodePort: number;
  let url: string;
  let storageDir: string;
  const original = fs.readFileSync(path.join(SEED_MEDIA_DIR, 'neon-koi.mp4'));
  const get = (headers: Record<string, string> = {}, target = url) => request(port, target, headers);

  beforeAll(async () => {
    if (!fs.existsSync(NGINX)) {
      throw new Error(`nginx is needed for this test and was not found at ${NGINX}: apt-get install nginx`);
    }
    t = await createTestApp({ MEDIA_ACCEL_REDIRECT: ACCEL_PREFIX, TRUST_PROXY: '127.0.0.1' });
    const f = factories(t);
    const owner = await f.user();
    url = `/media/videos/${(await f.video(owner.id)).filePath}`;
    // Started as root, nginx's workers run as an unprivileged user: they must read the storage.
    fs.chmodSync(t.config.dataDir, 0o755);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    nodePort = (t.app.server.address() as net.AddressInfo).port;

    port = await freePort();
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-nginx-'));
    const conf = path.join(prefix, 'nginx.conf');
    storageDir = t.config.storage.driver === 'local' ? t.config.storage.root : '';
    // Debian's nginx.conf, with the site included and the paths in this prefix.
    fs.writeFileSync(
      conf,
      `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  sendfile on;
  tcp_nopush on;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${renderSite(`127.0.0.1:${port}`, `127.0.0.1:${nodePort}`, storageDir, `${prefix}/access.log`)}
}
`,
    );
    nginx = spawn(NGINX, ['-p', prefix, '-e', `${prefix}/error.log`, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    nginx.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    for (let i = 0; ; i++) {
      if (
        await request(port, '/healthz').then(
          () => true,
          () => false,
        )
      )
        break;
      if (i === 100 || nginx.exitCode !== null) {
        const log = fs.existsSync(`${prefix}/error.log`) ? fs.readFileSync(`${prefix}/error.log`, 'utf8') : '';
        throw new Error(`nginx did not start: ${stderr}\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGQUIT');
      await exited;
    }
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
    await t?.close();
  });

  it('the server itself answers with X-Accel-Redirect and no body; nginx never shows that header', async () => {
    const direct = await request(nodePort, url);
    expect(direct.status).toBe(200);
    expect(direct.headers['x-accel-redirect']).toBe(`${ACCEL_PREFIX}/videos/${url.slice('/media/videos/'.length)}`);
    expect(direct.body.length).toBe(0);
    const res = await get();
    expect(res.headers['x-accel-redirect']).toBeUndefined();
  });

  it('sends the whole file with the type and caching of the server and validators of nginx', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['accept-ranges']).toBe('bytes');
    // The server's word that the bytes are a video, never to be taken for anything else.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // nginx names itself without its version.
    expect(res.headers.server).toBe('nginx');
    expect(Number(res.headers['content-length'])).toBe(original.length);
    // nginx's validators, from the file (Node's ETag would be "size-mtime in ms"): nginx sent it.
    const file = fs.statSync(path.join(storageDir, 'videos', url.slice('/media/videos/'.length)));
    expect(res.headers.etag).toBe(`"${Math.floor(file.mtimeMs / 1000).toString(16)}-${file.size.toString(16)}"`);
    expect(res.headers['last-modified']).toBe(new Date(Math.floor(file.mtimeMs / 1000) * 1000).toUTCString());
    expect(res.body.equals(original)).toBe(true);
  });

  it('answers a Range with 206 and exactly those bytes, a suffix range too', async () => {
    const res = await get({ range: 'bytes=100-199' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${original.length}`);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.body.equals(original.subarray(100, 200))).toBe(true);
    const tail = await get({ range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(tail.headers['content-range']).toBe(
      `bytes ${original.length - 10}-${original.length - 1}/${original.length}`,
    );
    expect(tail.body.equals(original.subarray(original.length - 10))).toBe(true);
    const open = await get({ range: `bytes=${original.length - 5}-` });
    expect(open.status).toBe(206);
    expect(open.body.equals(original.subarray(original.length - 5))).toBe(true);
  });

  it('honours If-Range: the current ETag gets the range, another one the whole file', async () => {
    const etag = (await get()).headers.etag as string;
    const current = await get({ range: 'bytes=0-9', 'if-range': etag });
    expect(current.status).toBe(206);
    expect(current.body.equals(original.subarray(0, 10))).toBe(true);
    const stale = await get({ range: 'bytes=0-9', 'if-range': '"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(original)).toBe(true);
  });

  it('answers 416 with the size for a range beyond the end', async () => {
    const res = await get({ range: `bytes=${original.length + 10}-` });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${original.length}`);
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, 200 otherwise', async () => {
    const first = await get();
    const etag = first.headers.etag as string;
    const again = await get({ 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get({ 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await get({ 'if-none-match': '"other"' })).status).toBe(200);
    expect((await get({ 'if-modified-since': first.headers['last-modified']! })).status).toBe(304);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await request(port, url, {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(Number(res.headers['content-length'])).toBe(original.length);
    expect(res.body.length).toBe(0);
  });

  it("keeps what grants access out of its access log, and every other request's address in it", async () => {
    const secret = (n: number) => `SeCrEt${n}-0123456789abcdef`;
    const asked: [target: string, headers: Record<string, string>, logged: string][] = [
      ['/auth/confirm?token=' + secret(1), {}, '"GET /auth/confirm?[redacted] HTTP/1.1"'],
      [
        `/api/auth/reset-password/${secret(2)}?callbackURL=%2Freset-password`,
        {},
        '/api/auth/reset-password/[redacted] ',
      ],
      [`/api/me/data-export/${secret(3)}`, {}, '/api/me/data-export/[redacted] '],
      [`/api/auth/callback/google?code=${secret(4)}&state=${secret(5)}`, {}, '/api/auth/callback/google?[redacted] '],
      [`/unsubscribe?from=mail&token=${secret(6)}`, {}, '/unsubscribe?[redacted] '],
      [`/appeals/12?key=${secret(8)}`, {}, '"GET /appeals/12?[redacted] HTTP/1.1"'],
      [`/api/appeals/12?key=${secret(9)}`, {}, '"GET /api/appeals/12?[redacted] HTTP/1.1"'],
      [`/settings?section=data&download=${secret(10)}`, {}, '"GET /settings?[redacted] HTTP/1.1"'],
      // A page opened from a link asks for its files with the link as Referer.
      [
        '/favicon.svg',
        { referer: `http://127.0.0.1/reset-password?token=${secret(7)}` },
        '"http://127.0.0.1/reset-password?[redacted]"',
      ],
      [
        '/favicon.ico',
        { referer: `http://127.0.0.1/appeals/12?key=${secret(11)}` },
        '"http://127.0.0.1/appeals/12?[redacted]"',
      ],
      [
        '/api/videos?tab=latest&limit=5',
        { referer: 'http://127.0.0.1/?tab=latest' },
        '"GET /api/videos?tab=latest&limit=5 HTTP/1.1"',
      ],
    ];
    for (const [target, headers] of asked) await request(port, target, headers);
    const logFile = `${prefix}/access.log`;
    // nginx writes a request's line once it has answered it.
    await expect
      .poll(() => fs.readFileSync(logFile, 'utf8').trim().split('\n').length)
      .toBeGreaterThanOrEqual(asked.length);
    const log = fs.readFileSync(logFile, 'utf8');
    expect(log).not.toMatch(/SeCrEt/);
    for (const [, , logged] of asked) expect(log).toContain(logged);
    expect(log).toContain('"http://127.0.0.1/?tab=latest"');
  });

  it('lets no key out of storage: bad and missing keys are 404, the internal location is not reachable', async () => {
    const key = url.slice('/media/videos/'.length);
    for (const bad of [
      '/media/videos/../promptreel.sqlite',
      '/media/videos/%2e%2e/promptreel.sqlite',
      '/media/videos/a/..%2f..%2fpromptreel.sqlite',
      '/media/videos/%2e%2e%2f%2e%2e%2fpromptreel.sqlite',
      '/media/secrets/x.mp4',
      '/media/videos/nobody/nothing.mp4',
      `${ACCEL_PREFIX}/videos/${key}`,
      `${ACCEL_PREFIX}/../promptreel.sqlite`,
      `${ACCEL_PREFIX}/%2e%2e/promptreel.sqlite`,
    ]) {
      const res = await get({}, bad);
      expect(res.status, bad).toBe(404);
      expect(res.body.includes(Buffer.from('SQLite')), bad).toBe(false);
    }
  });
});

describe('MEDIA_ACCEL_REDIRECT', () => {
  const accel = (value: string | undefined) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), MEDIA_ACCEL_REDIRECT: value }).mediaAccelRedirect;
  it('is off when unset or empty, a path without its trailing slash when set, refused when malformed', () => {
    expect(accel(undefined)).toBeUndefined();
    expect(accel(' ')).toBeUndefined();
    expect(accel('/_promptreel_storage/')).toBe('/_promptreel_storage');
    expect(accel('/internal/media')).toBe('/internal/media');
    for (const bad of ['_storage', '/a b', '/a/../b', 'http://x/y', '/a?b', '/%2e%2e', '/..']) {
      expect(() => accel(bad), bad).toThrow(/MEDIA_ACCEL_REDIRECT/);
    }
  });
});
