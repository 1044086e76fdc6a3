// Pages bench: a visitor's `/`, a video page and a profile page of a fresh server with the demo
// content, each next to a bare node:http server sending the very same bytes (the floor: what Node's
// http can do at best on this machine), at 50 connections. Rounds alternate product / bare so the
// machine's other load hits both alike; the table gives medians of the rounds, and of each round's
// ratio to its bare round. Asked as a browser asks (Accept-Encoding: br, gzip), so both send Brotli.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { bareServer } from './bare-server.mjs';
import { startServer, writeResults } from './harness.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const HEADERS = { 'accept-encoding': 'br, gzip' };

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The answer's status, headers and body exactly as sent (fetch would decompress it). */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The floor for one page: the same bytes and headers from a bare server on a free port. */
const bareServerOn = async (body, headers) => bareServer(body, headers, await freePort());

/** CPU seconds used so far by a process (all its threads), from /proc. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function load(url, pid) {
  const before = cpuSeconds(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS });
  return {
    rps: r.requests.average,
    // The serving process's CPU per answer: steadier than req/s on a machine doing other work.
    cpuMs: ((cpuSeconds(pid) - before) * 1000) / Math.max(1, r.requests.total),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function waitForDemoFeed(base) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`${base}/api/videos?tab=latest`);
      if (res.ok) {
        const { items } = await res.json();
        if (items.length > 0) return items;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not serve the demo feed within 60 s');
}

export async function benchPages() {
  const loadAverageAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  const port = await freePort();
  const server = await startServer({
    port,
    env: { SEED_DEMO: 'true', PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'error' },
  });
  const rows = [];
  const rounds = {};
  try {
    const items = await waitForDemoFeed(server.base);
    const first = items.reduce((a, b) => (b.id < a.id ? b : a));
    const creator = first.ownerUsername ?? items.find((v) => v.ownerUsername)?.ownerUsername;
    for (const page of ['/', `/video/${first.id}`, `/u/${creator}`]) {
      const url = server.base + page;
      const sent = await rawGet(url);
      if (sent.status !== 200) throw new Error(`${page}: HTTP ${sent.status}`);
      const encoding = sent.headers['content-encoding'];
      const html = (encoding === 'br' ? zlib.brotliDecompressSync(sent.body) : sent.body).toString();
      // The rendered page is what is measured, not the plain app page of a build without its renderer.
      if (!html.includes('data-server-rendered')) throw new Error(`${page} is not server-rendered`);
      // The same headers too (the policy, helmet's, the ETag), but for those node:http sets itself.
      const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
      const bare = await bareServerOn(
        sent.body,
        Object.fromEntries(Object.entries(sent.headers).filter(([h]) => !own.has(h))),
      );
      const runs = [];
      try {
        // Not timed: the first seconds of a fresh process are its JIT's, not its steady speed.
        for (const target of [url, bare.url])
          await autocannon({ url: target, connections: CONNECTIONS, duration: 2, headers: HEADERS });
        for (let round = 0; round < ROUNDS; round++) {
          const product = await load(url, server.pid);
          const floor = await load(bare.url, bare.pid);
          runs.push({ product, bare: floor });
          console.log(
            `  ${page} round ${round + 1}: product ${product.rps.toFixed(0)}/s p99 ${product.p99} ms, ` +
              `bare ${floor.rps.toFixed(0)}/s p99 ${floor.p99} ms`,
          );
        }
      } finally {
        await bare.close();
      }
      rounds[page] = runs;
      const pick = (side, k) => median(runs.map((r) => r[side][k]));
      rows.push({
        page,
        'req/s': Math.round(pick('product', 'rps')),
        'p50 ms': pick('product', 'p50'),
        'p99 ms': pick('product', 'p99'),
        errors: runs.reduce((n, r) => n + r.product.errors, 0),
        'CPU ms/answer': Number(pick('product', 'cpuMs').toFixed(3)),
        'bare req/s': Math.round(pick('bare', 'rps')),
        'bare p99 ms': pick('bare', 'p99'),
        'bare CPU ms/answer': Number(pick('bare', 'cpuMs').toFixed(3)),
        ratio: Number(median(runs.map((r) => r.product.rps / r.bare.rps)).toFixed(2)),
        'p99 ratio': Number(median(runs.map((r) => r.product.p99 / Math.max(r.bare.p99, 1))).toFixed(2)),
        bytes: sent.body.length,
        encoding: sent.headers['content-encoding'] ?? 'none',
      });
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\nVisitor pages vs a bare node:http server sending the same bytes, ${CONNECTIONS} connections, ` +
      `${ROUNDS} alternated rounds of ${SECONDS} s (medians; ratio = median of each round's req/s over the bare server's):`,
  );
  console.table(rows);
  const file = writeResults('pages', {
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    loadAverageAtStart,
    results: rows,
    runs: rounds,
  });
  console.log(`written to ${file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPages();
