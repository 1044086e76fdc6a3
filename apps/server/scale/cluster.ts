import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

// What `npm run test:scale` runs for real: a database of its own, server instances as child
// processes, and Debian's nginx with the shipped site in front of them (nginx.ts); the HTTP
// probes the tests use are in http-probes.ts.

export * from './http-probes.js';
export * from './nginx.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/src/main.ts');

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

/** Every file (not folder) under `dir`, relative to it; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}
