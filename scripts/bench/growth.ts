// Cost growth: the same feed reads on 10,000 and on 1,000,000 videos, answered from the database
// every time (ANSWER_CACHE_MB=0, so nothing kept hides a scan), both servers up at once and measured
// in alternated rounds. The goal: p50 at 1,000,000 within 1.5× of p50 at 10,000.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedLarge } from '../../apps/server/src/bench/seed-large.js';
import { connectDatabase } from '../../apps/server/src/db/connect.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { root } from '../build-if-stale.mjs';
import { startServer, writeResults } from './harness.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIZES = [10_000, 1_000_000];

async function ensureDatabase(videos: number) {
  const dataDir = path.join(root, 'bench-data', `growth-${videos}`);
  const marker = path.join(dataDir, 'seeded.json');
  if (fs.existsSync(marker)) return dataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const handle = connectDatabase({ database: { kind: 'sqlite', file: path.join(dataDir, 'promptreel.sqlite') } });
  await migrateToLatest(handle.db);
  const started = Date.now();
  console.log(`seeding ${videos.toLocaleString('en-GB')} videos (once; kept in ${dataDir})…`);
  const size = { users: 1_000, videos, claps: 0, comments: 0, follows: 0 };
  await seedLarge(handle.db, size, (m) => console.log(`  ${m}`));
  await handle.close();
  fs.writeFileSync(marker, JSON.stringify({ ...size, seconds: (Date.now() - started) / 1000 }));
  return dataDir;
}

async function load(url: string) {
  const r = await autocannon({ url, connections: 50, duration: DURATION });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchGrowth() {
  const dirs = [];
  for (const n of SIZES) dirs.push(await ensureDatabase(n));
  const servers = await Promise.all(
    dirs.map((dir, i) => startServer({ port: 3395 + i, env: { DATA_DIR: dir, ANSWER_CACHE_MB: '0' }, keepData: true })),
  );
  try {
    // A page from the middle of the feed: the cursor of the newest page's last card, 50 pages on.
    const deepCursor = async (base: string) => {
      let cursor = '';
      for (let i = 0; i < 50; i++) {
        const page = (await (await fetch(`${base}/api/videos?tab=latest${cursor}`)).json()) as { nextCursor: string };
        cursor = `&cursor=${encodeURIComponent(page.nextCursor)}`;
      }
      return cursor;
    };
    const scenarios: [string, (base: string) => Promise<string>][] = [
      ['Latest, first page', async () => '/api/videos?tab=latest'],
      ['Hot, first page', async () => '/api/videos?tab=hot'],
      ['Filtered by category', async () => '/api/videos?category=nature'],
      ['Latest, 51st page', async (base) => `/api/videos?tab=latest${await deepCursor(base)}`],
      ["A profile's uploads", async () => '/api/profiles/maker12/videos'],
    ];
    const rows: Record<string, unknown>[] = [];
    for (const [name, pathOf] of scenarios) {
      const urls = await Promise.all(servers.map(async (s) => s.base + (await pathOf(s.base))));
      const runs: Awaited<ReturnType<typeof load>>[][] = servers.map(() => []);
      for (let round = 0; round < ROUNDS; round++)
        for (let i = 0; i < servers.length; i++) runs[i]!.push(await load(urls[i]!));
      const [small, large] = runs.map((r) => ({
        rps: median(r.map((x) => x.rps)),
        p50: median(r.map((x) => x.p50)),
        p99: median(r.map((x) => x.p99)),
        errors: r.reduce((n, x) => n + x.errors, 0),
      }));
      rows.push({
        scenario: name,
        '10k req/s': small!.rps,
        '10k p50 ms': small!.p50,
        '1M req/s': large!.rps,
        '1M p50 ms': large!.p50,
        '1M p99 ms': large!.p99,
        'p50 1M/10k': `${(large!.p50 / Math.max(small!.p50, 1)).toFixed(2)}×`,
        'req/s 10k/1M': `${(small!.rps / large!.rps).toFixed(2)}×`,
        errors: small!.errors + large!.errors,
      });
    }
    console.log(
      `\nCost growth, SQLite, nothing kept (ANSWER_CACHE_MB=0), 50 connections, medians of ${ROUNDS} alternated ${DURATION} s rounds`,
    );
    console.table(rows);
    console.log(
      `written to ${writeResults('growth', { sizes: SIZES, seconds: DURATION, rounds: ROUNDS, results: rows })}`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}
