// `npm run bench tasks`: the long main-thread tasks of a first load, as Chromium's trace shows them.
// Lighthouse's simulation multiplies every task of 10 ms or more by its CPU slowdown, so how many
// there are, and of which kind (lib: task-kinds.mjs), is a steadier reading than its score. Each
// load is a fresh browser at a phone's size, traced until 4 s after `load`. With BENCH_WEB_AGAINST
// (a web build's folder) the two builds alternate, each served over a copy of the same demo data.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { writeResults } from './harness.mjs';
import { longTasksAfterFirstPaint } from './task-kinds.mjs';
import { seededData, serve } from './web-against.mjs';
import { CHROME_FLAGS, CHROME_PATH, median } from './web.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PAGE = process.env.BENCH_WEB_PAGES?.split(',')[0] ?? '/';
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'];

async function tracedLoad(url) {
  // Lighthouse's flags but headless mode, which Playwright sets itself.
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    await cdp.send('Tracing.end');
    await complete;
    return longTasksAfterFirstPaint(events);
  } finally {
    await browser.close();
  }
}

function summary(loads) {
  const kinds = {};
  for (const task of loads.flat()) kinds[task.kind] = (kinds[task.kind] ?? 0) + 1;
  return {
    'tasks ≥ 10 ms per load (median)': median(loads.map((l) => l.length)),
    'at 10×, blocking if all counted (median ms)': Math.round(
      median(loads.map((l) => l.reduce((s, t) => s + Math.max(0, t.ms * 10 - 50), 0))),
    ),
    ...Object.fromEntries(Object.entries(kinds).map(([k, n]) => [`${k} (all loads)`, n])),
  };
}

export async function benchFirstLoadTasks() {
  const other = process.env.BENCH_WEB_AGAINST && path.resolve(process.env.BENCH_WEB_AGAINST);
  if (other && !fs.existsSync(path.join(other, 'index.html'))) throw new Error(`${other} holds no web build`);
  const dataDir = await seededData();
  const builds = { this: await serve(dataDir) };
  if (other) builds.other = await serve(dataDir, other);
  try {
    const loads = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = Object.keys(builds);
      if (round % 2) order.reverse();
      for (const name of order) {
        const tasks = await tracedLoad(`${builds[name].origin}${PAGE}`);
        if (tasks) loads[name].push(tasks);
      }
      console.log(`  round ${round + 1} of ${ROUNDS} done`);
    }
    const table = Object.fromEntries(Object.entries(loads).map(([name, l]) => [`${PAGE} (${name})`, summary(l)]));
    console.log(`\nMain-thread tasks of 10 ms or more after the first paint, ${ROUNDS} first loads each:`);
    console.table(table);
    const file = writeResults('first-load-tasks', { page: PAGE, other: other || null, summary: table, loads });
    console.log(`Written to ${path.relative(process.cwd(), file)}`);
  } finally {
    await Promise.all(Object.values(builds).map((server) => server.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
