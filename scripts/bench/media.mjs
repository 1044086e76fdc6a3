// Video bytes: a 20 MiB file served whole and as 1 MiB ranges from its middle, at 20 connections,
// by the server itself (Node), and by nginx in front of it with X-Accel-Redirect
// (deploy/nginx/promptreel.conf), next to Debian's nginx sending the same file with sendfile (the
// floor). Rounds alternate floor / Node / X-Accel so the machine's other load hits them alike;
// the table gives medians of the rounds and of each round's ratio to its floor.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../build-if-stale.mjs';
import { startServer, writeResults } from './harness.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const SIZE = 20 * 1024 * 1024;
const MIB = 1024 * 1024;
const KEY = 'bench/clip.mp4';
const ACCEL_PREFIX = '/_promptreel_storage';
const PORTS = { node: 3431, accelNode: 3432, floor: 3433, accel: 3434 };
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

// autocannon appends every response body to a string (`body += chunk`, for its optional body
// checks, unused here): decoding 20 MiB per answer capped every server at ~60 MiB/s, so the client
// was measured, not the servers. During this bench bytes are still counted (addByteCount) but the
// bodies are not kept; they are checked once per target with fetch before the timed rounds.
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');

/**
 * deploy/nginx/promptreel.conf with its EDIT values replaced (each must be found as often as said, so the
 * bench fails rather than measure something else when the file changes).
 */
export function renderSite({ listen, upstream, storageDir }) {
  let site = fs.readFileSync(path.join(root, 'deploy/nginx/promptreel.conf'), 'utf8');
  for (const [from, to, times = 1] of [
    ['listen 80;', `listen ${listen};`],
    // In nginx's prefix folder (a relative path), as the floor's own access log.
    ['access_log /var/log/nginx/access.log promptreel;', 'access_log access.log promptreel;'],
    // Both instances of both upstreams (the balanced one and the uploads') are this one server.
    ['server 127.0.0.1:3000 ', `server ${upstream} `, 2],
    ['server 127.0.0.1:3001 ', `server ${upstream} `, 2],
    ['alias /var/lib/promptreel/storage/;', `alias ${storageDir}/;`],
  ]) {
    if (site.split(from).length !== times + 1)
      throw new Error(`deploy/nginx/promptreel.conf: expected "${from}" ${times} time(s)`);
    site = site.replaceAll(from, to);
  }
  return site;
}

/** Debian's nginx with Debian's nginx.conf defaults, its own prefix folder, the given server blocks. */
async function startNginx(servers, ports) {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX} (apt-get install nginx)`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-nginx-'));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 768; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  gzip on;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${servers}
}
`,
  );
  const child = spawn(NGINX, ['-p', prefix, '-e', `${prefix}/error.log`, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  for (let i = 0; ; i++) {
    const up = await Promise.all(
      ports.map((p) =>
        fetch(`http://127.0.0.1:${p}/`).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (up.every(Boolean)) break;
    if (i === 100 || child.exitCode !== null) {
      const log = fs.existsSync(`${prefix}/error.log`) ? fs.readFileSync(`${prefix}/error.log`, 'utf8') : '';
      if (child.exitCode === null) child.kill('SIGQUIT');
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const workers = fs
    .readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  return {
    workers,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** CPU seconds used so far by these processes (all their threads), from /proc. */
function cpuSeconds(pids) {
  const tick = 100; // USER_HZ on Linux
  return pids.reduce((sum, pid) => {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) / tick;
  }, 0);
}

async function load(url, headers, pids) {
  const before = cpuSeconds(pids);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: r.requests.average,
    mibps: r.throughput.average / MIB,
    p99: r.latency.p99,
    // The serving processes' CPU per answer: steadier than req/s on a machine doing other work.
    cpuMs: ((cpuSeconds(pids) - before) * 1000) / Math.max(1, r.requests.total),
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function benchMedia() {
  const addBody = PipelinedRequestsQueue.prototype.addBody;
  PipelinedRequestsQueue.prototype.addBody = () => {};
  try {
    await run();
  } finally {
    PipelinedRequestsQueue.prototype.addBody = addBody;
  }
}

async function run() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-media-bench-'));
  // nginx's workers run as an unprivileged user when started as root: they must read the files.
  fs.chmodSync(work, 0o755);
  const storageDir = path.join(work, 'storage');
  const file = path.join(storageDir, 'videos', KEY);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const bytes = crypto.randomBytes(SIZE);
  fs.writeFileSync(file, bytes);
  const rangeStart = SIZE / 2 - MIB / 2;
  const range = { start: rangeStart, end: rangeStart + MIB - 1 };

  const env = { STORAGE_DRIVER: 'local', TRUST_PROXY: '127.0.0.1' };
  // Whatever has started is stopped at the end, even when a later step fails.
  const started = [];
  const results = { whole: [], range: [] };
  try {
    const node = await startServer({ port: PORTS.node, keepData: true, env: { ...env, DATA_DIR: work } });
    started.push(node);
    const accelNode = await startServer({
      port: PORTS.accelNode,
      keepData: true,
      env: { ...env, DATA_DIR: work, MEDIA_ACCEL_REDIRECT: ACCEL_PREFIX },
    });
    started.push(accelNode);
    const nginx = await startNginx(
      `  server {
    listen 127.0.0.1:${PORTS.floor};
    root ${storageDir};
  }
${renderSite({ listen: `127.0.0.1:${PORTS.accel}`, upstream: `127.0.0.1:${PORTS.accelNode}`, storageDir })}`,
      [PORTS.floor, PORTS.accel],
    );
    started.push(nginx);

    const targets = {
      floor: { url: `http://127.0.0.1:${PORTS.floor}/videos/${KEY}`, pids: nginx.workers },
      node: { url: `http://127.0.0.1:${PORTS.node}/media/videos/${KEY}`, pids: [node.pid] },
      accel: { url: `http://127.0.0.1:${PORTS.accel}/media/videos/${KEY}`, pids: [...nginx.workers, accelNode.pid] },
    };
    const cases = {
      whole: { headers: {}, expect: bytes },
      range: {
        headers: { range: `bytes=${range.start}-${range.end}` },
        expect: bytes.subarray(range.start, range.end + 1),
      },
    };
    // Every target sends the same bytes before anything is timed.
    for (const [caseName, c] of Object.entries(cases)) {
      for (const [target, { url }] of Object.entries(targets)) {
        const res = await fetch(url, { headers: c.headers });
        const body = Buffer.from(await res.arrayBuffer());
        if (!body.equals(c.expect)) throw new Error(`${target} ${caseName}: wrong bytes (HTTP ${res.status})`);
      }
    }
    for (const [caseName, c] of Object.entries(cases)) {
      for (let round = 0; round < ROUNDS; round++) {
        const row = {};
        for (const [target, { url, pids }] of Object.entries(targets)) row[target] = await load(url, c.headers, pids);
        results[caseName].push(row);
        console.log(
          `${caseName} round ${round + 1}: ` +
            Object.entries(row)
              .map(([t, r]) => `${t} ${r.rps.toFixed(1)} req/s${r.errors ? ` (${r.errors} errors)` : ''}`)
              .join(', '),
        );
      }
    }
  } finally {
    for (const s of started.reverse()) await s.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }

  const summary = [];
  for (const [caseName, rounds] of Object.entries(results)) {
    for (const target of ['floor', 'node', 'accel']) {
      const pick = (k) => median(rounds.map((r) => r[target][k]));
      summary.push({
        case: caseName === 'whole' ? 'whole 20 MiB file' : '1 MiB range, middle',
        server: { floor: 'nginx sendfile', node: 'Node', accel: 'nginx + X-Accel-Redirect' }[target],
        rps: Number(pick('rps').toFixed(1)),
        mibps: Number(pick('mibps').toFixed(0)),
        p99: pick('p99'),
        cpuMs: Number(pick('cpuMs').toFixed(3)),
        ratio: Number(median(rounds.map((r) => r[target].rps / r.floor.rps)).toFixed(2)),
        errors: rounds.reduce((n, r) => n + r[target].errors, 0),
      });
    }
  }
  console.log(
    `\nVideo bytes, ${CONNECTIONS} connections, ${ROUNDS} alternated rounds of ${SECONDS} s (medians; ratio = median of each round's req/s over nginx's; CPU = the serving processes' per answer: nginx's workers, Node, or both):`,
  );
  console.table(
    summary.map((s) => ({
      case: s.case,
      server: s.server,
      'req/s': s.rps,
      'MiB/s': s.mibps,
      'p99 ms': s.p99,
      'CPU ms/answer': s.cpuMs,
      'vs nginx': s.ratio,
      errors: s.errors,
    })),
  );
  const out = writeResults('media', {
    size: SIZE,
    range: `bytes=${range.start}-${range.end}`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: results,
    summary,
  });
  console.log(`written to ${out}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMedia();
