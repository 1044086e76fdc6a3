// The seconds each stage of a test run took, so a slow CI run says where the time went. Stages are
// appended as JSON lines ({name, seconds, ok}) to the file STAGE_TIMES_FILE names: .ci/run sets it
// and prints one table at the end; `npm test` alone keeps a file of its own and prints its table.
//
// `node scripts/stage-times.mjs FILE [--total=SECONDS]` prints FILE's table.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Appends one stage to `file` (no-op without a file). */
export function recordStage(file, name, seconds, ok) {
  if (!file) return;
  fs.appendFileSync(file, `${JSON.stringify({ name, seconds: Math.round(seconds), ok })}\n`);
}

/** Runs `fn`, records how long it took under `name` (ok unless it throws or returns false). */
export function timed(file, name, fn) {
  const started = Date.now();
  let ok = false;
  try {
    const result = fn();
    ok = result !== false;
    return result;
  } finally {
    recordStage(file, name, (Date.now() - started) / 1000, ok);
  }
}

export function readStages(file) {
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return []; // a line cut short by a killed run
      }
    });
}

/** The table's lines: one a stage, then the total (the run's own clock when given, else the sum). */
export function stageTable(stages, totalSeconds) {
  const total = totalSeconds ?? stages.reduce((sum, s) => sum + s.seconds, 0);
  const rows = [...stages.map((s) => [s.name, String(s.seconds), s.ok ? '' : 'failed']), ['total', String(total), '']];
  const nameWidth = Math.max(...rows.map((r) => r[0].length));
  const secondsWidth = Math.max(...rows.map((r) => r[1].length));
  const line = ([name, seconds, note]) =>
    `${name.padEnd(nameWidth)}  ${seconds.padStart(secondsWidth)} s${note ? `  ${note}` : ''}`;
  const rule = '─'.repeat(nameWidth + secondsWidth + 4);
  return ['stage times', rule, ...rows.slice(0, -1).map(line), rule, line(rows.at(-1))];
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, ...rest] = process.argv.slice(2);
  const total = rest.find((a) => a.startsWith('--total='))?.slice('--total='.length);
  console.log(`\n${stageTable(readStages(file), total === undefined ? undefined : Number(total)).join('\n')}`);
}
