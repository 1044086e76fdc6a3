import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

// What `npm run test:scale` runs for real: a database of its own, server instances as child
// processes, and Debian's nginx with the shipped site in front of them.

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const SITE = path.join(REPO_ROOT, 'deploy/nginx/promptreel.conf');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/src/main.ts');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Calls `probe` until it returns something other than undefined/false, or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 30_000, everyMs = 100 } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`, { cause: last });
    await sleep(everyMs);
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a fresh connection (no pooling: which upstream nginx picks must not depend on it). */
export function request(
  port: number,
  target: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: target, method: opts.method ?? 'GET', headers: opts.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/** A server-sent events stream, read as it arrives: the answer's headers and every event so far. */
export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  close(): void;
}

export function openEvents(port: number, target: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: target, headers, agent: false }, (res) => {
      const events: SseEvent[] = [];
      let buffered = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (field === 'event') event.event = value;
            else if (field === 'id') event.id = value;
            else if (field === 'data') event.data += value;
          }
          if (block.split('\n').some((l) => l.startsWith('event: ') || l.startsWith('data: '))) events.push(event);
        }
      });
      res.on('error', () => undefined);
      resolve({ status: res.statusCode!, headers: res.headers, events, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

/** A PostgreSQL database of its own, created empty and dropped (with whoever is still connected) at the end. */
export async function createDatabase(adminUrl: string) {
  const name = `promptreel_scale_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    name,
    url: url.toString(),
    /** The test's own look at the database (jobs, counts). */
    pool,
    async drop() {
      await pool.end().catch(() => undefined);
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Its log (stdout and stderr), for a failure's message. */
  logFile: string;
  exited: Promise<void>;
}

/**
 * A server instance as a child process: `node --import tsx apps/server/src/main.ts`, the source of
 * this tree as it is (no build to go stale or to share with another run), and one process whose
 * pid is the server's (`npx tsx` would put a wrapper in between: its pid is not the one in
 * `jobs.locked_by`, and a kill -9 of it would leave the server running).
 */
export function startInstance(name: string, root: string, port: number, env: Record<string, string>): Instance {
  const dir = path.join(root, name);
  const dataDir = path.join(dir, 'data');
  const tmp = path.join(dir, 'tmp');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(tmp, { recursive: true });
  const logFile = path.join(dir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    stdio: ['ignore', log, log],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? dir,
      // Work folders of jobs and uploads (and whatever a killed instance leaves) stay in this run's folder.
      TMPDIR: tmp,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, port, url: `http://127.0.0.1:${port}`, dataDir, child, logFile, exited };
}

export function logOf(instance: Instance, lines = 40): string {
  try {
    return fs.readFileSync(instance.logFile, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** SIGTERM (a graceful shutdown), SIGKILL after `graceMs`; nothing when it has already exited. */
export async function stopInstance(instance: Instance, graceMs = 10_000): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await instance.exited;
  clearTimeout(timer);
}

/**
 * The shipped site with its EDIT values replaced: the two instances in both upstreams, nginx's
 * address, the web app's assets folder and (unused with S3) the local storage folder. Each value
 * must be found as often as the file is written to hold it, so a change of the file fails here
 * rather than test something else.
 */
export function renderSite(opts: {
  listen: string;
  upstreams: [string, string];
  assetsDir: string;
  storageDir: string;
}): string {
  let site = fs.readFileSync(SITE, 'utf8');
  const edits: [from: string, to: string, times: number][] = [
    ['listen 80;', `listen ${opts.listen};`, 1],
    // In nginx's prefix folder (a relative path).
    ['access_log /var/log/nginx/access.log promptreel;', 'access_log access.log promptreel;', 1],
    ['server 127.0.0.1:3000 ', `server ${opts.upstreams[0]} `, 2],
    ['server 127.0.0.1:3001 ', `server ${opts.upstreams[1]} `, 2],
    ['alias /opt/promptreel/apps/web/dist/assets/;', `alias ${opts.assetsDir}/;`, 1],
    ['alias /var/lib/promptreel/storage/;', `alias ${opts.storageDir}/;`, 1],
  ];
  for (const [from, to, times] of edits) {
    const found = site.split(from).length - 1;
    if (found !== times) throw new Error(`${SITE}: expected "${from}" ${times} time(s), found ${found}`);
    site = site.replaceAll(from, to);
  }
  return site;
}

export interface Nginx {
  port: number;
  url: string;
  prefix: string;
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx in a prefix folder of its own, with Debian's http defaults around the rendered site.
 * One addition, here and not in the shipped site: `X-Upstream: $upstream_addr` on answers, so the
 * test can tell which instance nginx chose (a public site should not tell clients its inner addresses).
 */
export async function startNginx(prefix: string, port: number, site: string): Promise<Nginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is needed and was not found at ${NGINX}: apt-get install nginx`);
  fs.mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  const errorLogFile = path.join(prefix, 'error.log');
  fs.writeFileSync(
    conf,
    `worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${errorLogFile} warn;
events { worker_connections 256; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  add_header X-Upstream $upstream_addr always;
${site}
}
`,
  );
  const child = spawn(NGINX, ['-p', prefix, '-e', errorLogFile, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => (fs.existsSync(errorLogFile) ? fs.readFileSync(errorLogFile, 'utf8') : '');
  await waitFor(
    'nginx to listen',
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}\n${errorLog()}`);
      // A path nginx answers itself (the assets folder): nothing reaches, or counts against, an instance.
      return request(port, '/assets/.probe').then(() => true);
    },
    { timeoutMs: 10_000, everyMs: 50 },
  ).catch((err: Error) => {
    child.kill('SIGKILL');
    throw new Error(`nginx did not start: ${stderr}\n${errorLog()}`, { cause: err });
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    prefix,
    errorLog,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Every file (not folder) under `dir`, relative to it; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}
