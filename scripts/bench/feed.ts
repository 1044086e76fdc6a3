// Feed, search and video-page throughput on a large SQLite database (100k videos, 10k users,
// 1M claps, 200k comments, 50k follows), next to a bare Node http server sending the same bytes
// (the ceiling), at 50 concurrent connections; plus the query plan of every query involved.
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, SqliteDialect, sql, type CompiledQuery, type LogEvent } from 'kysely';
import pg from 'pg';
import type { Config } from '../../apps/server/src/config.js';
import { FULL_SIZE, seedLarge, WORDS } from '../../apps/server/src/bench/seed-large.js';
import { connectDatabase } from '../../apps/server/src/db/connect.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import type { Database } from '../../apps/server/src/db/schema.js';
import { openSqlite } from '../../apps/server/src/db/sqlite.js';
import { createForYouReads, type ForYouScope } from '../../apps/server/src/repositories/for-you-reads.js';
import { FOR_YOU_WEIGHTS } from '../../apps/server/src/rules/for-you-weights.js';
import { createSearchRepository } from '../../apps/server/src/repositories/search.repository.js';
import { createVideosRepository } from '../../apps/server/src/repositories/videos.repository.js';
import { root } from '../build-if-stale.mjs';
import { signedInUser, startServer, writeResults } from './harness.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
// Product and bare server alternate, ROUNDS times each, and the medians are compared: a shared
// machine's noise lands on both sides instead of on one.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// BENCH_DB=postgres runs the same reads on PostgreSQL (its own database, seeded once).
const ON_POSTGRES = process.env.BENCH_DB === 'postgres';
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/promptreel_bench';
const dataDir = path.join(root, 'bench-data', ON_POSTGRES ? 'large-postgres' : 'large');
const dbFile = path.join(dataDir, 'promptreel.sqlite');
const marker = path.join(dataDir, 'seeded.json');
const databaseConfig = (): Config['database'] =>
  ON_POSTGRES ? { kind: 'postgres', url: PG_URL } : { kind: 'sqlite', file: dbFile };

async function ensureLargeDatabase() {
  if (fs.existsSync(marker)) return;
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
  // VACUUM, not only ANALYZE: rows written after a GIN index was made wait in its pending list, which
  // every search then reads whole (the people search took 6-7 ms over 10,000 profiles, 0.06 ms after).
  if (ON_POSTGRES) await sql`vacuum analyze`.execute(handle.db);
  await handle.close();
  fs.writeFileSync(marker, JSON.stringify({ ...FULL_SIZE, seconds: (Date.now() - started) / 1000 }));
}

// Counts every request given `paths` in this run, across rounds, so that no URL is asked twice: a
// URL asked again is kept from then on (visitor-answers.ts), which is not what such a row measures.
let asked = 0;

async function load(url: string, headers: Record<string, string> = {}, paths?: string[]) {
  const requests = paths && [
    { setupRequest: (req: any) => ({ ...req, path: `${paths[asked % paths.length]}&n=${asked++}` }) },
  ];
  const r = await autocannon({ url, connections: 50, duration: DURATION, headers, requests });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

// The bare server's whole program: it runs in a process of its own, as the product does, so that it
// does not share the load generator's event loop (it did until issue 12, which halved its figures).
const BARE_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
const type = process.argv[2];
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': body.length });
    res.end(body);
  })
  .listen(3392, '127.0.0.1', () => process.send('listening'));
`;

/** A server that only sends the given bytes: what Node's http can do at best on this machine. */
async function bareServer(body: Buffer, contentType: string) {
  const file = path.join(os.tmpdir(), `promptreel-bare-${process.pid}.body`);
  fs.writeFileSync(file, body);
  const child = spawn(process.execPath, ['-e', BARE_SERVER, file, contentType], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    url: 'http://127.0.0.1:3392/',
    close: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
      fs.rmSync(file, { force: true });
    },
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The SQL each repository call runs, captured through Kysely's log, then the database's plan of it. */
async function queryPlans(viewerId: string) {
  const captured: CompiledQuery[] = [];
  const log = (e: LogEvent) => {
    if (e.level === 'query') captured.push(e.query);
  };
  const pool = ON_POSTGRES ? new pg.Pool({ connectionString: PG_URL, max: 2 }) : null;
  const raw = ON_POSTGRES ? null : openSqlite(dbFile, { readonly: true });
  const db = new Kysely<Database>({
    dialect: pool
      ? new PostgresDialect({ pool })
      : new SqliteDialect({ database: openSqlite(dbFile, { readonly: true }) }),
    log,
  });
  const videos = createVideosRepository(db);
  const search = createSearchRepository(db, ON_POSTGRES ? 'postgres' : 'sqlite');
  const forYou = createForYouReads(db, FOR_YOU_WEIGHTS.tasteHalfLifeMs);
  const scope: ForYouScope = { viewerId, hiddenOwners: [], hiddenCategories: [], hiddenPlatforms: [], now: Date.now() };
  const cases: [string, () => Promise<unknown>][] = [
    ['latest', () => videos.listFeed('latest', {}, null, 21, null)],
    ['latest, page 2', () => videos.listFeed('latest', {}, [Date.now() - 86_400_000, 1_000_000], 21, null)],
    ['hot', () => videos.listFeed('hot', {}, null, 21, null)],
    ['following', () => videos.listFeed('latest', { followedBy: viewerId }, null, 21, viewerId)],
    ['category filter', () => videos.listFeed('latest', { categoryId: 4 }, null, 21, null)],
    ['search (videos)', () => search.videoIds(['neon', 'koi'], {}, 50)],
    ['search (users)', () => search.users(['maker12'], null, 20)],
    ['video page', () => videos.findCardById(500, viewerId)],
    ['clapped among a page', () => videos.clappedAmong(viewerId, [1, 2, 3, 4, 5])],
    ['For You: what is rising', () => forYou.pool({ by: 'all' }, scope, 100)],
    ['For You: rising in a category', () => forYou.pool({ by: 'category', id: 3 }, scope, 20)],
    ["For You: rising of a creator's", () => forYou.pool({ by: 'owner', id: viewerId }, scope, 20)],
    ["For You: a visitor's page 2", () => forYou.rising({ ...scope, viewerId: null }, [100, 1_000_000], 21)],
    ['For You: strongest likings', () => forYou.topTastes(viewerId, 'category', 4, Date.now())],
    ['For You: clapped, finished or dismissed among candidates', () => forYou.handledAmong(viewerId, [1, 2, 3])],
    ['For You: what a session was shown', () => forYou.servedIn(`${viewerId}:x`)],
  ];
  const plans: Record<string, string[]> = {};
  for (const [name, run] of cases) {
    captured.length = 0;
    await run();
    const q = captured[0]!;
    plans[name] = pool
      ? (await pool.query(`explain ${q.sql}`, q.parameters as unknown[])).rows.map((r) => r['QUERY PLAN'] as string)
      : raw!
          .prepare(`explain query plan ${q.sql}`)
          .all(...(q.parameters as unknown[]))
          .map((r: any) => r.detail as string);
  }
  await db.destroy();
  raw?.close();
  return plans;
}

export async function benchFeed() {
  await ensureLargeDatabase();
  const server = await startServer({
    port: 3391,
    env: { DATA_DIR: dataDir, ...(ON_POSTGRES ? { DATABASE_URL: PG_URL } : {}) },
    keepData: true,
  });
  try {
    const user = await signedInUser(server);
    // The bench user follows 200 creators, so Following has something to show.
    const meRes = await fetch(`${server.base}/api/me`, { headers: user.headers });
    const viewerId = ((await meRes.json()) as { user: { id: string } }).user.id;
    const handle = connectDatabase({ database: databaseConfig() });
    const makers = await handle.db
      .selectFrom('profiles')
      .select('id')
      .where('username', 'like', 'maker%')
      .limit(200)
      .execute();
    await handle.db
      .insertInto('follows')
      .values(makers.map((m) => ({ follower_id: viewerId, following_id: m.id, created_at: Date.now() })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    // …and has a history For You learns from: claps in two categories, through the API as a person's.
    const liked = await handle.db
      .selectFrom('videos')
      .select('id')
      .where('category_id', 'in', [3, 7])
      .orderBy('id')
      .limit(30)
      .execute();
    await handle.close();
    for (const { id } of liked) {
      const clap = await fetch(`${server.base}/api/videos/${id}/clap`, {
        method: 'PUT',
        headers: { ...user.headers, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!clap.ok) throw new Error(`clap ${id}: ${clap.status} ${await clap.text()}`);
    }

    // Later pages of For You: 200 scrolling sessions' second pages, asked in turn (never kept).
    const laterPages: string[] = [];
    for (let i = 0; i < 200; i++) {
      const first = await fetch(`${server.base}/api/videos?tab=foryou&session=${i}`, { headers: user.headers });
      const { nextCursor } = (await first.json()) as { nextCursor: string | null };
      if (nextCursor) laterPages.push(`/api/videos?tab=foryou&cursor=${encodeURIComponent(nextCursor)}`);
    }

    const videoId = 500;
    // Every pair of the seed's title words in turn, as the search engine's own cost (see load).
    const searches = WORDS.flatMap((a) => WORDS.filter((b) => b !== a).map((b) => `/api/search?q=${a}%20${b}`));
    const scenarios: [string, string, Record<string, string>, string[]?][] = [
      ['Latest, visitor', '/api/videos?tab=latest', {}],
      ['Hot, visitor', '/api/videos?tab=hot', {}],
      ['Filtered (category=nature), visitor', '/api/videos?category=nature', {}],
      ['Video page API, visitor', `/api/videos/${videoId}`, {}],
      ["A profile's uploads, visitor", '/api/profiles/maker12/videos', {}],
      ['Search (q=neon koi), visitor', '/api/search?q=neon%20koi', {}],
      [`Search, ${searches.length} word pairs in turn, never kept, visitor`, searches[0]!, {}, searches],
      ['Latest, signed in', '/api/videos?tab=latest', user.headers],
      ['Following, signed in', '/api/videos?tab=following', user.headers],
      ['For You, visitor', '/api/videos?tab=foryou', {}],
      // A first page, kept while their feed and all that anyone reads stand (videos.routes.ts).
      ['For You, signed in with history', '/api/videos?tab=foryou', user.headers],
      ['For You, signed in, later pages in turn', laterPages[0]!, user.headers, laterPages],
    ];
    const rows: Record<string, unknown>[] = [];
    // BENCH_FEED_ONLY=<words>: only the scenarios whose names contain them (while working on one).
    const only = process.env.BENCH_FEED_ONLY;
    for (const [name, url, headers, paths] of scenarios.filter(([name]) => !only || name.includes(only))) {
      const res = await fetch(server.base + url, { headers });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`${name}: ${res.status} ${body.toString().slice(0, 200)}`);
      const bare = await bareServer(body, res.headers.get('content-type') ?? 'application/json');
      const apps: Awaited<ReturnType<typeof load>>[] = [];
      const bares: Awaited<ReturnType<typeof load>>[] = [];
      try {
        for (let round = 0; round < ROUNDS; round++) {
          apps.push(await load(server.base + url, headers, paths));
          bares.push(await load(bare.url));
        }
      } finally {
        await bare.close();
      }
      const appRps = median(apps.map((r) => r.rps));
      const bareRps = median(bares.map((r) => r.rps));
      rows.push({
        scenario: name,
        'req/s': appRps,
        'p50 ms': median(apps.map((r) => r.p50)),
        'p99 ms': median(apps.map((r) => r.p99)),
        errors: apps.reduce((n, r) => n + r.errors, 0),
        'bare req/s': bareRps,
        'bare p99 ms': median(bares.map((r) => r.p99)),
        ratio: `${(appRps / bareRps).toFixed(2)}×`,
        bytes: body.length,
      });
    }
    console.log(
      `\nLarge data set (${JSON.stringify(FULL_SIZE)}), ${ON_POSTGRES ? 'PostgreSQL' : 'SQLite'}, 50 connections, medians of ${ROUNDS} alternated rounds of ${DURATION} s`,
    );
    console.table(rows);
    const plans = await queryPlans(viewerId);
    console.log(`\nQuery plans (${ON_POSTGRES ? 'PostgreSQL EXPLAIN' : 'SQLite EXPLAIN QUERY PLAN'}):`);
    for (const [name, lines] of Object.entries(plans)) console.log(`  ${name}:\n    ${lines.join('\n    ')}`);
    console.log(
      `written to ${writeResults(ON_POSTGRES ? 'feed-postgres' : 'feed', { size: FULL_SIZE, seconds: DURATION, rounds: ROUNDS, results: rows, plans })}`,
    );
  } finally {
    await server.stop();
  }
}
