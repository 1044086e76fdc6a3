// `BENCH_WEB_AGAINST=<folder> npm run bench web`: this tree's web build against another one, side by
// side in one run. Make the other with `npx vite build --outDir <folder>` in apps/web of a checkout of
// the commit to compare with. Each build is served by a server of its own over a copy of the same
// demo data, and every round runs Lighthouse on each page for both, alternating which goes first.
import fs from 'node:fs';
import path from 'node:path';
import { startServer, writeResults } from './harness.mjs';
import { CPU_SLOWDOWN, freePort, median, pagesOf, recordedLighthouseRun, waitForDemoFeed } from './web.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
// BENCH_WEB_PAGES=/,/video/1 measures only those (more rounds in the same time).
const ONLY_PAGES = process.env.BENCH_WEB_PAGES?.split(',').filter(Boolean);

/** Seeds the demo content once, then stops: both servers start from copies of that folder. */
export async function seededData() {
  const port = await freePort();
  const server = await startServer({
    port,
    env: { SEED_DEMO: 'true', PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'error' },
    keepData: true,
  });
  await waitForDemoFeed(server.base);
  await server.stop();
  return server.dataDir;
}

export async function serve(dataDir, webDist) {
  const port = await freePort();
  const copy = `${dataDir}-${port}`;
  fs.cpSync(dataDir, copy, { recursive: true });
  const env = { DATA_DIR: copy, PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'error' };
  return startServer({ port, env: webDist ? { ...env, WEB_DIST: webDist } : env });
}

export async function benchWebAgainst() {
  const other = path.resolve(process.env.BENCH_WEB_AGAINST);
  if (!fs.existsSync(path.join(other, 'index.html'))) throw new Error(`${other} holds no web build (index.html)`);
  const dataDir = await seededData();
  const builds = { this: await serve(dataDir), other: await serve(dataDir, other) };
  try {
    const pages = ONLY_PAGES ?? pagesOf(await waitForDemoFeed(builds.this.base));
    const runs = Object.fromEntries(pages.map((p) => [p, { this: [], other: [] }]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? ['other', 'this'] : ['this', 'other'];
      for (const p of pages)
        for (const name of order) runs[p][name].push(await recordedLighthouseRun(`${builds[name].origin}${p}`));
      console.log(`  round ${round + 1} of ${ROUNDS} done`);
    }
    const summary = {};
    for (const p of pages)
      for (const name of ['this', 'other'])
        summary[`${p} (${name})`] = {
          performance: median(runs[p][name].map((r) => r.performance)),
          'TBT (ms)': Math.round(median(runs[p][name].map((r) => r.tbtMs))),
          // blocking-sources.mjs: the page's scripts against the browser's own work.
          'scripts (ms)': median(runs[p][name].map((r) => r.blockingMs.script)),
          'browser (ms)': median(runs[p][name].map((r) => r.blockingMs.browser)),
          rounds: runs[p][name].map((r) => r.performance).join(' '),
        };
    console.log(
      `\nLighthouse mobile (${CPU_SLOWDOWN}× CPU), this build against ${other}, medians of ${ROUNDS} rounds:`,
    );
    console.table(summary);
    const file = writeResults(`web-against-cpu${CPU_SLOWDOWN}`, {
      other,
      cpuSlowdownMultiplier: CPU_SLOWDOWN,
      summary,
      runs,
    });
    console.log(`Written to ${path.relative(process.cwd(), file)}`);
  } finally {
    await Promise.all(Object.values(builds).map((server) => server.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
