// Bundles the server (and its commands) into dist/. npm packages stay external and load from
// node_modules; the contract package is TypeScript source, so it is bundled in.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const contract = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));

await build({
  // The worker threads' modules go beside main.js, where media/worker-module.ts looks for them.
  entryPoints: [
    'src/main.ts',
    'src/cli/admin.ts',
    'src/cli/seed-demo.ts',
    { in: 'src/media/webvtt-worker.ts', out: 'webvtt-worker' },
    { in: 'src/media/recipe-worker.ts', out: 'recipe-worker' },
  ],
  // SERVER_OUTDIR: a second build beside dist/ (dist-*/, same relative paths), for a test run of
  // work in progress while another run uses dist/.
  outdir: process.env.SERVER_OUTDIR ?? 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@promptreel/contract': contract },
  logLevel: 'warning',
});
