// `npm run bench foryou` (issue 34, goal 5): For You's quality on a synthetic community with hidden
// tastes (for-you-community.ts). For each viewer: precision@20 of the first page of For You, Hot
// and Latest against their held-out tastes (videos they never came across, in a loved category or
// by a loved creator), For You's discovery share, and repeats across its first three pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalVersion } from '../../apps/server/src/bus/shared-version.js';
import { connectDatabase } from '../../apps/server/src/db/connect.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { createKeptCards } from '../../apps/server/src/read-cache/kept-cards.js';
import { createForYouService } from '../../apps/server/src/services/for-you.service.js';
import { LocalStorage } from '../../apps/server/src/storage/local-storage.js';
import { createRepositories } from '../../apps/server/src/wiring/repositories.js';
import { buildCommunity, COMMUNITY, relevant, type Video, type Viewer } from './for-you-community.js';
import { writeResults } from './harness.mjs';

const PAGE = 20;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

type Db = ReturnType<typeof connectDatabase>['db'];
type Usual = { creators: Set<string>; categories: Set<number | null> };
const topOf = <K>(keys: K[], n: number) => {
  const counts = new Map<K, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return new Set(
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k]) => k),
  );
};

/**
 * A viewer's usual creators and categories, two ways: the feed's strongest likings (what its 20 %
 * promise is kept against), and, on its own, the most of what they clapped or watched to the end.
 */
async function usualOf(reads: ReturnType<typeof createRepositories>['forYou'], db: Db, v: Viewer) {
  const likings: Usual = {
    creators: new Set((await reads.topTastes(v.id, 'creator', 6, Date.now())).map((r) => r.target)),
    categories: new Set((await reads.topTastes(v.id, 'category', 4, Date.now())).map((r) => Number(r.target))),
  };
  const acted = await db
    .selectFrom('videos as x')
    .select(['x.owner_id', 'x.category_id'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('claps')
            .select('video_id')
            .whereRef('claps.video_id', '=', 'x.id')
            .where('claps.user_id', '=', v.id),
        ),
        eb.exists(
          eb
            .selectFrom('watch_progress as w')
            .select('w.video_id')
            .whereRef('w.video_id', '=', 'x.id')
            .where('w.user_id', '=', v.id)
            .where('w.finished', '=', 1),
        ),
      ]),
    )
    .execute();
  const history: Usual = {
    creators: topOf(
      acted.map((r) => r.owner_id),
      6,
    ),
    categories: topOf(
      acted.map((r) => r.category_id),
      4,
    ),
  };
  return { likings, history };
}

export async function benchForYou() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-foryou-'));
  const handle = connectDatabase({ database: { kind: 'sqlite', file: path.join(dir, 'bench.sqlite') } });
  await migrateToLatest(handle.db);
  const repos = createRepositories(handle);
  const now = Date.now();
  const started = performance.now();
  const { videos, viewers, claps } = await buildCommunity(handle.db, repos, now);
  console.log(
    `community: ${JSON.stringify(COMMUNITY)}, ${claps} claps, built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const byId = new Map<number, Video>(videos.map((v) => [v.id, v]));
  const storage = new LocalStorage(path.join(dir, 'media'));
  const cards = createKeptCards(createLocalVersion(), 10_000, repos.videos, storage);
  const forYou = createForYouService({
    reads: repos.forYou,
    catalogues: repos.catalogues,
    cards: cards.cards,
    now: () => now,
  });

  const precision = { foryou: [] as number[], hot: [] as number[], latest: [] as number[] };
  const discovery = { likings: [] as number[], history: [] as number[] };
  const pageMs: number[] = [];
  let repeats = 0;
  for (const v of viewers) {
    const touched = new Set(
      (await handle.db.selectFrom('watch_progress').select('video_id').where('user_id', '=', v.id).execute()).map(
        (r) => r.video_id,
      ),
    );
    const hits = (ids: number[]) => ids.filter((id) => !touched.has(id) && relevant(v, byId.get(id)!)).length / PAGE;
    const usual = await usualOf(repos.forYou, handle.db, v);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < 3; n += 1) {
      const t0 = performance.now();
      const page = await forYou.page(v.id, { tab: 'foryou', limit: PAGE, cursor }, new Set());
      pageMs.push(performance.now() - t0);
      const ids = page.items.map((c) => c.id);
      if (n === 0) precision.foryou.push(hits(ids));
      for (const way of ['likings', 'history'] as const) {
        const u = usual[way];
        const outside = ids.filter(
          (id) => !u.creators.has(byId.get(id)!.owner) && !u.categories.has(byId.get(id)!.category),
        );
        discovery[way].push(outside.length / Math.max(1, ids.length));
      }
      seen.push(...ids);
      cursor = page.nextCursor ?? undefined;
    }
    repeats += seen.length - new Set(seen).size;
    for (const order of ['hot', 'latest'] as const)
      precision[order].push(hits((await repos.videos.listFeed(order, {}, null, PAGE, v.id)).map((r) => r.id)));
  }
  const rows = {
    'For You': mean(precision.foryou),
    Hot: mean(precision.hot),
    Latest: mean(precision.latest),
  };
  const table = Object.entries(rows).map(([feed, p]) => ({
    feed,
    'precision@20': p.toFixed(3),
    'vs Hot': `${(p / rows.Hot).toFixed(2)}×`,
  }));
  console.log(`\n${viewers.length} viewers, first page of ${PAGE} each (held-out tastes):`);
  console.table(table);
  const summary = {
    'discovery share (outside the strongest likings), mean of pages': Number(mean(discovery.likings).toFixed(3)),
    'discovery share (outside the strongest likings), lowest page': Number(Math.min(...discovery.likings).toFixed(3)),
    'discovery share (outside the most clapped or finished), mean of pages': Number(mean(discovery.history).toFixed(3)),
    'discovery share (outside the most clapped or finished), lowest page': Number(
      Math.min(...discovery.history).toFixed(3),
    ),
    'repeats across three pages (all viewers)': repeats,
    'For You page, median ms (in process)': Number(
      pageMs.sort((a, b) => a - b)[Math.floor(pageMs.length / 2)]!.toFixed(2),
    ),
  };
  console.table(summary);
  console.log(`written to ${writeResults('for-you', { community: COMMUNITY, claps, precision: rows, ...summary })}`);
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
