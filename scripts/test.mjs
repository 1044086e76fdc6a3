// `npm test`: every suite in turn — unit, API on SQLite, API on PostgreSQL (when TEST_DATABASE_URL
// is set), then end-to-end in Chromium against the built app, then (TEST_NODE24=1, as CI sets) the
// server's unit tests and the API suite again on Node.js 24 (scripts/test-node24.mjs) — and one
// closing count.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildIfStale, root } from './build-if-stale.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSuites = [];
// CI shows only the tail of the output, so the summary names each failed test and its first error line.
const failedTests = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim()) ?? '';

function run(name, command, args, env, reportFile, count) {
  console.log(`\n━━ ${name} ━━`);
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  let counted = false;
  try {
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    const c = count(report);
    failedTests.push(...(c.failures ?? []).map((f) => `${name}: ${f}`));
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
    counted = c.passed + c.failed > 0;
  } catch {
    // no report: the runner itself failed; counted below as a failed suite
  }
  if (res.status !== 0 || !counted) failedSuites.push(name);
}

const vitestCount = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + (r.numTodoTests ?? 0),
  failures: r.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${path.relative(root, file.name)} › ${t.fullName} — ${firstLine(t.failureMessages?.[0])}`),
  ),
});
const vitest = (name, project, env) => {
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  run(
    name,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    env,
    file,
    vitestCount,
  );
};

vitest('unit', 'unit', {});
vitest('web components', 'web', {});
vitest('API on SQLite', 'api', { TEST_DB: 'sqlite' });
if (process.env.TEST_DATABASE_URL) vitest('API on PostgreSQL', 'api', { TEST_DB: 'postgres' });
else console.log('\n(TEST_DATABASE_URL not set: the API suite ran on SQLite only)');

console.log('\n━━ build for end-to-end ━━');
buildIfStale();
const e2eFile = path.join(reports, 'e2e.json');
/**
 * The page as the browser's accessibility tree showed it when the test failed (Playwright's
 * error-context file), up to 25 lines: a timeout's message names no step, the page says where it stood.
 */
const pageAtFailure = (result) => {
  const file = result?.attachments?.find((a) => a.name === 'error-context')?.path;
  if (!file || !fs.existsSync(file)) return '';
  const snapshot = /# Page snapshot\s*```yaml\n([\s\S]*?)```/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (!snapshot) return '';
  const lines = snapshot.trimEnd().split('\n');
  const shown = lines.slice(0, 25).map((l) => `    ${l}`);
  if (lines.length > shown.length)
    shown.push(`    … (${lines.length - shown.length} more lines in ${path.relative(root, file)})`);
  return `\n  the page at the failure:\n${shown.join('\n')}`;
};
const playwrightFailures = (suite, titles = []) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
      .map((t) => {
        const result = t.results.find((res) => res.error);
        const error = result?.error;
        // The line of the failed expectation: a test often makes the same kind of check several times.
        const at = error?.location ? ` (line ${error.location.line})` : '';
        return `${spec.file} › ${[...titles, spec.title].join(' › ')}${at} — ${firstLine(error?.message)}${pageAtFailure(result)}`;
      }),
  ),
  ...(suite.suites ?? []).flatMap((s) =>
    playwrightFailures(s, suite.title && !suite.file ? [...titles, suite.title] : titles),
  ),
];
run('end-to-end (Chromium)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile }, e2eFile, (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
  skipped: r.stats.skipped,
  failures: r.suites.flatMap((s) => playwrightFailures(s)),
}));

if (process.env.TEST_NODE24 === '1') {
  const node24File = path.join(reports, 'node24.json');
  run('Node 24', process.execPath, ['scripts/test-node24.mjs', `--summary=${node24File}`], {}, node24File, (r) => r);
} else console.log('\n(TEST_NODE24 not set: no Node 24 run; `node scripts/test-node24.mjs` runs it alone)');

console.log('\n━━ summary ━━');
if (failedSuites.length) console.log(`failed suites: ${failedSuites.join(', ')}`);
for (const t of failedTests) {
  const [head, ...more] = stripVTControlCharacters(`✗ ${t}`).split('\n');
  console.log(head.slice(0, 400));
  for (const line of more) console.log(line.slice(0, 160));
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites.length || totals.failed ? 1 : 0);
