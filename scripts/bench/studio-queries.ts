// The plan and in-process time of every query the Studio's reports run (scripts/bench/studio.ts).
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery, type LogEvent } from 'kysely';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/schema.js';
import { openSqlite } from '../../apps/server/src/db/sqlite.js';
import { createStudioRepository, type StudioScope } from '../../apps/server/src/repositories/studio.repository.js';
import { periodOf } from '../../apps/server/src/services/studio.service.js';

/** Where the bench's database is: PostgreSQL's address, or SQLite's file. */
export type BenchDatabase = { pgUrl: string } | { dbFile: string };

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Every query of each repository call the reports make, captured through Kysely's log: the database's
 * plan of it, and the call's median time over 5 runs in this process (no HTTP, no other load).
 */
export async function queryPlans(where: BenchDatabase, ownerId: string, videoId: number) {
  const captured: CompiledQuery[] = [];
  const log = (e: LogEvent) => {
    if (e.level === 'query') captured.push(e.query);
  };
  const pool = 'pgUrl' in where ? new pg.Pool({ connectionString: where.pgUrl, max: 2 }) : null;
  const raw = 'dbFile' in where ? openSqlite(where.dbFile, { readonly: true }) : null;
  const db = new Kysely<Database>({
    dialect: pool
      ? new PostgresDialect({ pool })
      : new SqliteDialect({ database: openSqlite((where as { dbFile: string }).dbFile, { readonly: true }) }),
    log,
  });
  const studio = createStudioRepository(db);
  const all: StudioScope = { ownerId };
  const one: StudioScope = { ownerId, videoId };
  const p90 = periodOf(90, Date.now());
  const p7 = periodOf(7, Date.now());
  const cases: [string, () => Promise<unknown>][] = [
    ['own videos', () => studio.ownVideos(ownerId)],
    ['own video', () => studio.ownVideo(ownerId, videoId)],
    ["each video's sums, 90 days", () => studio.eachVideo(ownerId, p90)],
    ["each video's sums, 7 days", () => studio.eachVideo(ownerId, p7)],
    ["the creator's sums, 90 days", () => studio.total(all, p90)],
    ['views per day, all videos, 90 days', () => studio.perDay(all, p90)],
    ['sources, all videos, 90 days', () => studio.sources(all, p90)],
    ['unique viewers, all videos, 90 days', () => studio.uniqueViewers(all, p90)],
    ['unique viewers, all videos, 7 days', () => studio.uniqueViewers(all, p7)],
    ['remixes, all videos, 90 days', () => studio.remixes(all, p90)],
    ['sums, one video, 90 days', () => studio.total(one, p90)],
    ['views per day, one video, 90 days', () => studio.perDay(one, p90)],
    ['sources, one video, 90 days', () => studio.sources(one, p90)],
    ['unique viewers, one video, 90 days', () => studio.uniqueViewers(one, p90)],
    ['remixes, one video, 90 days', () => studio.remixes(one, p90)],
  ];
  const plans: Record<string, string[]> = {};
  const times: Record<string, number> = {};
  for (const [name, run] of cases) {
    captured.length = 0;
    await run();
    const queries = [...captured];
    const ms: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await run();
      ms.push(performance.now() - started);
    }
    times[name] = Math.round(median(ms) * 10) / 10;
    plans[name] = [];
    for (const q of queries)
      plans[name].push(
        ...(pool
          ? (await pool.query(`explain ${q.sql}`, q.parameters as unknown[])).rows.map((r) => r['QUERY PLAN'] as string)
          : raw!
              .prepare(`explain query plan ${q.sql}`)
              .all(...(q.parameters as unknown[]))
              .map((r: any) => r.detail as string)),
        '--',
      );
    plans[name].pop();
  }
  await db.destroy();
  raw?.close();
  return { plans, times };
}
