// Starts the built server for the browser tests on a fresh, temporary data folder (demo content
// seeded, admin password written to e2e-admin.json there for tests that sign in later).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
process.env.NODE_ENV = 'production';
process.env.WEB_DIST = path.join(root, 'apps/web/dist');
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

// Mail goes over real SMTP to a catcher whose messages the tests read (e2e/mail.ts).
const { startSmtpCatcher } = await import('./smtp-catcher.mjs');
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
await startSmtpCatcher({ port: smtpPort, dir: path.join(root, 'test-results/e2e-mail') });
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
process.env.ADMIN_EMAILS ??= 'e2e-admin@example.test';
// Many sign-ins from one address in a few seconds are the test suite, not an attack.
process.env.AUTH_RATE_LIMIT ??= '0';
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
