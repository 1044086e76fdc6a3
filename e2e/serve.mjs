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
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
