// Bundles the server (and its commands) into dist/. npm packages stay external and load from
// node_modules; the contract package is TypeScript source, so it is bundled in.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const contract = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));

await build({
  entryPoints: ['src/main.ts', 'src/cli/admin.ts', 'src/cli/seed-demo.ts'],
  outdir: 'dist',
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
