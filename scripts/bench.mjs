// `npm run bench`: speed and memory figures, printed and written to bench-results/*.json.
// Not tests: they report numbers for people to read and compare, they do not pass or fail.
import { buildIfStale } from './build-if-stale.mjs';
import { benchUpload } from './bench/upload.mjs';

buildIfStale();
const only = process.argv[2];
if (!only || only === 'upload') await benchUpload();
