import path from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (browser downloads are impossible here) against the
// built app, served by e2e/serve.ts on a fresh data folder with the demo content seeded.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// Per-port folders, so two runs on different ports (E2E_PORT, E2E_SMTP_PORT) never share state.
process.env.E2E_MAIL_DIR ??= path.resolve(`test-results/e2e-mail-${E2E_PORT}`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/e2e-${E2E_PORT}`,
  // Generous: axe scans and video decoding share two cores with the server under test.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `test-results/e2e-${E2E_PORT}.json` }],
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A click on a control that never becomes ready fails as itself, naming the control and why
    // (disabled, covered), rather than as the whole test's timeout, which names no step.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failed test keeps its trace: each step's DOM, network and source. Without the screencast:
    // recording it for every test cost a third of the suite's time (E2E_TRACE=full brings it back).
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // The site's service worker (the installable app) is tested in installable.spec.ts; elsewhere it
    // is kept out, so no test's requests are answered from its cache or escape page.route and the
    // DevTools protocol's network throttling (a worker's fetches are its own).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  // Tests tagged @alone depend on what every other test changes: which video is the newest (others
  // upload) or a video's views (the feed's autoplay on another worker plays the newest video). They
  // run after all the others, one at a time.
  projects: [
    { name: 'shared', grepInvert: /@alone/ },
    { name: 'alone', grep: /@alone/, dependencies: ['shared'], workers: 1 },
  ],
  webServer: {
    command: 'npx tsx e2e/serve.ts',
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(E2E_PORT) },
    stdout: 'pipe',
  },
});
