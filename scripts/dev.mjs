// `npm run dev`: the API with reload (tsx watch) on :3000 and Vite with hot reload on :5173,
// which proxies the API's paths (/api, /media, oEmbed, the embed player, feeds) to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { root } from './build-if-stale.mjs';

const children = [
  // Pages come from Vite's origin in development: it is the site's address (links in e-mails, the
  // pages oEmbed answers for), and the API must accept its state-changing requests.
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
      TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
