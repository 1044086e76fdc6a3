// `npm run bench [upload|feed|foryou|pages|web|tasks|media|growth|studio|playback|autoplay|transcode]`: speed and memory
// figures, printed and written to bench-results/*.json. Not tests: they report numbers to read and
// compare; they do not pass or fail.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';
import { benchFeedAutoplay } from './bench/feed-autoplay.mjs';
import { benchFirstLoadTasks } from './bench/first-load-tasks.mjs';
import { benchMedia } from './bench/media.mjs';
import { benchPages } from './bench/pages.mjs';
import { benchPlayback } from './bench/playback.mjs';
import { benchTranscode } from './bench/transcode.mjs';
import { benchUpload } from './bench/upload.mjs';
import { benchWeb } from './bench/web.mjs';
import { benchWebAgainst } from './bench/web-against.mjs';

buildIfStale();
const only = process.argv[2];
if (!only || only === 'upload') await benchUpload();
if (!only || only === 'feed') {
  // The feed bench imports the server's TypeScript (repositories, seeder), so it runs under tsx.
  const res = spawnSync('npx', ['tsx', path.join(root, 'scripts/bench/run-feed.ts')], { stdio: 'inherit', cwd: root });
  if (res.status !== 0) process.exitCode = res.status ?? 1;
}
if (!only || only === 'foryou') {
  // For You's quality on a synthetic community (scripts/bench/for-you.ts), in process under tsx.
  const res = spawnSync('npx', ['tsx', path.join(root, 'scripts/bench/run-for-you.ts')], {
    stdio: 'inherit',
    cwd: root,
  });
  if (res.status !== 0) process.exitCode = res.status ?? 1;
}
if (only === 'growth') {
  // Seeds 1,000,000 videos the first time (minutes); not part of the default run.
  const res = spawnSync('npx', ['tsx', path.join(root, 'scripts/bench/run-growth.ts')], {
    stdio: 'inherit',
    cwd: root,
  });
  if (res.status !== 0) process.exitCode = res.status ?? 1;
}
if (only === 'studio') {
  // The creator's Studio on the large data set and a busy creator (scripts/bench/studio.ts), under tsx;
  // seeds its own copy of the large data set the first time (minutes): not part of the default run.
  const res = spawnSync('npx', ['tsx', path.join(root, 'scripts/bench/run-studio.ts')], {
    stdio: 'inherit',
    cwd: root,
  });
  if (res.status !== 0) process.exitCode = res.status ?? 1;
}
if (!only || only === 'pages') await benchPages();
if (!only || only === 'web') await (process.env.BENCH_WEB_AGAINST ? benchWebAgainst() : benchWeb());
// The long tasks of a first load, traced (about 10 s a load): not part of the default run.
if (only === 'tasks') await benchFirstLoadTasks();
if (!only || only === 'media') await benchMedia();
if (!only || only === 'playback') await benchPlayback();
if (!only || only === 'playback' || only === 'autoplay') await benchFeedAutoplay();
// Several minutes a round (a 60 s clip transcoded beside a read load): not part of the default run.
if (only === 'transcode') await benchTranscode();
