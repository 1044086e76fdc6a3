// Builds the web app and the server only when their output is missing or older than their sources,
// so `npm start` is quick after the first time.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      if (path.basename(p) === 'node_modules' || path.basename(p) === 'dist') return;
      for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return newest;
}

function mtimeOf(p) {
  try {
    return fs.statSync(path.join(root, p)).mtimeMs;
  } catch {
    return 0;
  }
}

const targets = [
  {
    name: 'web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'packages/contract/src',
    ],
    command: 'npm run build -w apps/web',
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contract/src'],
    command: 'npm run build -w apps/server',
  },
];

export function buildIfStale({ force = false } = {}) {
  for (const t of targets) {
    const built = mtimeOf(t.output);
    if (!force && built > 0 && built >= newestMtime(t.sources)) continue;
    console.log(`› building ${t.name}…`);
    const started = Date.now();
    execSync(t.command, { cwd: root, stdio: 'inherit' });
    console.log(`› ${t.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale({ force: process.argv.includes('--force') });
