// What compressing the feed's JSON costs and saves: the product on the demo content, autocannon on
// `/api/videos?tab=latest` (50 connections) without Accept-Encoding (nothing compressed), with
// Brotli and with gzip, in answers per second and in the server's CPU time per answer; rounds are interleaved and the median kept, since other work on the machine moves the figures. Then the CPU
// each Brotli quality and gzip level takes on the same body, measured with node:zlib.
// Run: node scripts/bench/compression.mjs   (after npm run build; figures in bench-results/compression.json)
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { startServer, writeResults } from './harness.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PATH = '/api/videos?tab=latest';

const scenarios = [
  ['no Accept-Encoding', {}],
  ['br (quality 4)', { 'accept-encoding': 'gzip, deflate, br' }],
  ['gzip (level 4)', { 'accept-encoding': 'gzip' }],
];

/** The bytes on the wire for one answer (body only), without any client decoding them. */
function rawBody(base, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(base + PATH, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'] ?? 'identity', body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** CPU time the server process has used so far (all its threads), in µs, from /proc (Linux). */
function cpuMicros(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of the line, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function cpuPerCall(body, compress) {
  const n = 2000;
  for (let i = 0; i < 50; i++) compress(body);
  const start = process.hrtime.bigint();
  let size = 0;
  for (let i = 0; i < n; i++) size = compress(body).length;
  return { us: Number(process.hrtime.bigint() - start) / n / 1000, size };
}

export async function benchCompression() {
  const server = await startServer({ port: 3393, env: { SEED_DEMO: 'true' } });
  try {
    const runs = Object.fromEntries(scenarios.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, headers] of scenarios) {
        const cpuBefore = cpuMicros(server.pid);
        const r = await autocannon({ url: server.base + PATH, connections: 50, duration: SECONDS, headers });
        const cpu = (cpuMicros(server.pid) - cpuBefore) / r.requests.total;
        runs[name].push({ rps: r.requests.average, p99: r.latency.p99, cpu, errors: r.errors + r.non2xx });
      }
    }
    const rows = [];
    for (const [name, headers] of scenarios) {
      const { encoding, body } = await rawBody(server.base, headers);
      rows.push({
        scenario: name,
        encoding,
        'body bytes': body.length,
        'req/s (median)': Math.round(median(runs[name].map((r) => r.rps))),
        'p99 ms (median)': median(runs[name].map((r) => r.p99)),
        // Steadier than req/s when other work shares the cores: what one answer costs the server.
        'server CPU µs per answer (median)': Math.round(median(runs[name].map((r) => r.cpu))),
        errors: runs[name].reduce((n, r) => n + r.errors, 0),
        'req/s per round': runs[name].map((r) => Math.round(r.rps)).join(' / '),
      });
    }
    console.log(`\n${PATH} on the demo content, 50 connections, ${SECONDS} s × ${ROUNDS} rounds each`);
    console.table(rows);

    const plain = (await rawBody(server.base, {})).body;
    const levels = [];
    for (const q of [1, 4, 5, 11]) {
      const c = cpuPerCall(plain, (b) =>
        zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } }),
      );
      levels.push({ codec: `br q${q}`, 'µs per answer': Number(c.us.toFixed(1)), bytes: c.size });
    }
    for (const l of [1, 4, 6, 9]) {
      const c = cpuPerCall(plain, (b) => zlib.gzipSync(b, { level: l }));
      levels.push({ codec: `gzip ${l}`, 'µs per answer': Number(c.us.toFixed(1)), bytes: c.size });
    }
    console.log(`\nCPU per answer of ${plain.length} bytes (node:zlib, this process)`);
    console.table(levels);
    console.log(
      `written to ${writeResults('compression', { path: PATH, seconds: SECONDS, rounds: ROUNDS, results: rows, levels })}`,
    );
  } finally {
    await server.stop();
  }
}

await benchCompression();
