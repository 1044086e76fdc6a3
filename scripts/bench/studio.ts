// The creator's Studio on the large data set (seed-large.ts) with a busy creator added (1,000 videos,
// 90 days of figures each; seed-studio.ts): GET /api/studio?days=90 and ?days=7 and one video's report,
// signed in as that creator, next to a bare Node http server in its own process sending the same bytes,
// in alternated rounds; plus the plan and in-process time of every query the reports run.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../../apps/server/src/config.js';
import { FULL_SIZE, seedLarge } from '../../apps/server/src/bench/seed-large.js';
import { seedBusyCreatorVideos, seedStudioDays, STUDIO_SIZE } from '../../apps/server/src/bench/seed-studio.js';
import { connectDatabase } from '../../apps/server/src/db/connect.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { utcDay } from '../../apps/server/src/lib/utc-day.js';
import { root } from '../build-if-stale.mjs';
import { bareServer } from './bare-server.mjs';
import { median, queryPlans } from './studio-queries.js';
import { signedInUser, startServer, writeResults } from './harness.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
// Product and bare server alternate, ROUNDS times each, and the medians are compared.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// A read whose one request alone takes longer is not loaded: ten connections would each wait ten
// such requests, none would end within a round, and the requests left over would run into the next.
const LOAD_MAX_MS = Number(process.env.BENCH_STUDIO_LOAD_MAX_MS ?? 2000);
// BENCH_DB=postgres runs the same reads on PostgreSQL (a database of its own, seeded once).
const ON_POSTGRES = process.env.BENCH_DB === 'postgres';
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_URL = process.env.BENCH_STUDIO_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/promptreel_bench_studio';
// A data set of its own, not the feed bench's (bench-data/large): the busy creator's 1,000 videos and
// their day rows would change what the feed bench reads.
const dataDir = path.join(root, 'bench-data', ON_POSTGRES ? 'studio-postgres' : 'studio');
const dbFile = path.join(dataDir, 'promptreel.sqlite');
const largeMarker = path.join(dataDir, 'seeded.json');
const studioMarker = path.join(dataDir, 'studio-seeded.json');
const databaseConfig = (): Config['database'] =>
  ON_POSTGRES ? { kind: 'postgres', url: PG_URL } : { kind: 'sqlite', file: dbFile };
const SERVER_PORT = 3397;
const BARE_PORT = 3398;
const CREATOR = { email: 'studio-busy@bench.test', password: 'bench-password' };

/** The large data set, as the feed bench makes it (scripts/bench/feed.ts), seeded once. */
async function ensureLargeDatabase() {
  if (fs.existsSync(largeMarker)) return;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  if (ON_POSTGRES) {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    const name = new URL(PG_URL).pathname.slice(1);
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const handle = connectDatabase({ database: databaseConfig() });
  await migrateToLatest(handle.db);
  const started = Date.now();
  console.log(`seeding the large data set (once; kept in ${ON_POSTGRES ? PG_URL : dataDir})…`);
  await seedLarge(handle.db, FULL_SIZE, (m) => console.log(`  ${m}`));
  if (ON_POSTGRES) await sql`vacuum analyze`.execute(handle.db);
  await handle.close();
  fs.writeFileSync(largeMarker, JSON.stringify({ ...FULL_SIZE, seconds: (Date.now() - started) / 1000 }));
}

/** The busy creator, signed in: signed up through the API the first time, signed in after. */
async function busyCreator(server: Awaited<ReturnType<typeof startServer>>) {
  const res = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify(CREATOR),
  });
  let headers: Record<string, string>;
  if (res.ok) {
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    headers = { Origin: server.origin, Cookie: cookie };
  } else {
    // signedInUser signs up with its own password: the one CREATOR signs in with.
    headers = (await signedInUser(server, CREATOR.email)).headers;
  }
  const me = (await (await fetch(`${server.base}/api/me`, { headers })).json()) as { user: { id: string } };
  return { headers, id: me.user.id };
}

/**
 * The busy creator's videos (once) and every table's day rows, dated back from today: seeded again on
 * a later day, so the reports' periods always cover them.
 */
async function ensureStudioDays(ownerId: string) {
  const today = utcDay();
  const seeded = fs.existsSync(studioMarker)
    ? (JSON.parse(fs.readFileSync(studioMarker, 'utf8')) as { ownerId: string; day: string; counts: unknown })
    : null;
  if (seeded?.ownerId === ownerId && seeded.day === today) return seeded.counts;
  const handle = connectDatabase({ database: databaseConfig() });
  try {
    const started = Date.now();
    const owned = await handle.db
      .selectFrom('videos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    if (Number(owned.n) === 0) {
      console.log(`the busy creator's ${STUDIO_SIZE.busyVideos} videos…`);
      await seedBusyCreatorVideos(handle.db, ownerId);
    }
    console.log(`the Studio's day rows, back from ${today}…`);
    const counts = await seedStudioDays(handle.db, ownerId, STUDIO_SIZE, Date.now(), (m) => console.log(`  ${m}`));
    if (ON_POSTGRES) await sql`vacuum analyze`.execute(handle.db);
    const seconds = (Date.now() - started) / 1000;
    fs.writeFileSync(studioMarker, JSON.stringify({ ownerId, day: today, counts, seconds }));
    return counts;
  } finally {
    await handle.close();
  }
}

async function load(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, timeout: 60 });
  return {
    rps: Math.round(r.requests.average * 10) / 10,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

/** One request at a time after a first one: each one's time alone, in ms (the median of `times`). */
async function alone(url: string, headers: Record<string, string>, times = 3) {
  await fetch(url, { headers }).then((r) => r.arrayBuffer());
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await fetch(url, { headers }).then((r) => r.arrayBuffer());
    ms.push(performance.now() - started);
  }
  return Math.round(median(ms));
}

export async function benchStudio() {
  await ensureLargeDatabase();
  const server = await startServer({
    port: SERVER_PORT,
    env: { DATA_DIR: dataDir, ...(ON_POSTGRES ? { DATABASE_URL: PG_URL } : {}) },
    keepData: true,
  });
  try {
    const creator = await busyCreator(server);
    const counts = await ensureStudioDays(creator.id);
    console.log(`Studio rows: ${JSON.stringify(counts)}`);
    const handle = connectDatabase({ database: databaseConfig() });
    // One of the creator's videos from the middle of their list.
    const video = await handle.db
      .selectFrom('videos')
      .select('id')
      .where('owner_id', '=', creator.id)
      .orderBy('id')
      .offset(Math.floor(STUDIO_SIZE.busyVideos / 2))
      .limit(1)
      .executeTakeFirstOrThrow();
    await handle.close();

    const scenarios: [string, string][] = [
      ['Studio, 90 days', '/api/studio?days=90'],
      ['Studio, 7 days', '/api/studio?days=7'],
      ['One video, 90 days', `/api/studio/videos/${video.id}?days=90`],
    ];
    const rows: Record<string, unknown>[] = [];
    for (const [name, url] of scenarios) {
      const res = await fetch(server.base + url, { headers: creator.headers });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`${name}: ${res.status} ${body.toString().slice(0, 200)}`);
      if (name === 'Studio, 90 days') {
        const { report, videos } = JSON.parse(body.toString()) as {
          report: { figures: { views: number; uniqueViewers: number } };
          videos: unknown[];
        };
        console.log(
          `${name}: ${videos.length} videos, ${report.figures.views} views, ${report.figures.uniqueViewers} unique viewers`,
        );
      }
      const aloneMs = await alone(server.base + url, creator.headers);
      if (aloneMs > LOAD_MAX_MS) {
        console.log(`  ${name}: ${aloneMs} ms a request alone: not loaded`);
        rows.push({ scenario: name, 'alone ms': aloneMs, 'req/s': null, ratio: 'not loaded', bytes: body.length });
        continue;
      }
      const bare = await bareServer(
        body,
        { 'content-type': res.headers.get('content-type') ?? 'application/json' },
        BARE_PORT,
      );
      const apps: Awaited<ReturnType<typeof load>>[] = [];
      const bares: Awaited<ReturnType<typeof load>>[] = [];
      try {
        for (let round = 0; round < ROUNDS; round++) {
          apps.push(await load(server.base + url, creator.headers));
          // The requests a round left unanswered still run: one more, awaited, comes after them.
          await fetch(server.base + url, { headers: creator.headers }).then((r) => r.arrayBuffer());
          bares.push(await load(bare.url));
        }
      } finally {
        await bare.close();
      }
      const appRps = median(apps.map((r) => r.rps));
      const bareRps = median(bares.map((r) => r.rps));
      rows.push({
        scenario: name,
        'alone ms': aloneMs,
        'req/s': appRps,
        'p50 ms': median(apps.map((r) => r.p50)),
        'p99 ms': median(apps.map((r) => r.p99)),
        errors: apps.reduce((n, r) => n + r.errors, 0),
        'bare req/s': bareRps,
        'bare p99 ms': median(bares.map((r) => r.p99)),
        ratio: `${(appRps / bareRps).toFixed(3)}×`,
        bytes: body.length,
      });
      console.log(`  ${name}: rounds ${JSON.stringify({ apps, bares })}`);
    }
    console.log(
      `\nStudio: the large data set and a busy creator (${JSON.stringify(STUDIO_SIZE)}), ${ON_POSTGRES ? 'PostgreSQL' : 'SQLite'}, ${CONNECTIONS} connections, medians of ${ROUNDS} alternated rounds of ${DURATION} s`,
    );
    console.table(rows);
    const { plans, times } = await queryPlans(ON_POSTGRES ? { pgUrl: PG_URL } : { dbFile }, creator.id, video.id);
    console.log(
      `\nQueries (${ON_POSTGRES ? 'PostgreSQL EXPLAIN' : 'SQLite EXPLAIN QUERY PLAN'}; median ms in process):`,
    );
    for (const [name, lines] of Object.entries(plans))
      console.log(`  ${name} (${times[name]} ms):\n    ${lines.join('\n    ')}`);
    console.log(
      `written to ${writeResults(ON_POSTGRES ? 'studio-postgres' : 'studio', {
        size: { ...FULL_SIZE, studio: STUDIO_SIZE, rows: counts },
        seconds: DURATION,
        rounds: ROUNDS,
        connections: CONNECTIONS,
        results: rows,
        queryMs: times,
        plans,
      })}`,
    );
  } finally {
    await server.stop();
  }
}
