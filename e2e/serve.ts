// Starts the built server for the browser tests on a fresh, temporary data folder (demo content
// seeded, admin password written to e2e-admin.json there for tests that sign in later), with mail
// going over real SMTP to a catcher and Google sign-in answered by a real local OpenID provider.
// Run with `npx tsx e2e/serve.ts` (playwright.config.ts does).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { persistentTestCredentials } from '../apps/server/test/helpers/c2pa';
import { startOidcProvider } from '../apps/server/test/helpers/oidc-provider';
import { trustedSignerDir } from './c2pa-signers';
import { startSmtpCatcher } from './smtp-catcher';
import { E2E_GOOGLE_ACCOUNT } from './google-account';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-e2e-'));
const port = Number(process.env.PORT ?? 3100);
const publicUrl = `http://localhost:${port}`;

process.env.PORT = String(port);
process.env.PUBLIC_URL = publicUrl;
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
process.env.NODE_ENV = 'production';
process.env.WEB_DIST ??= path.join(root, 'apps/web/dist'); // a run may bring its own build
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

// Mail goes over real SMTP to a catcher whose messages the tests read (e2e/mail.ts).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
await startSmtpCatcher({
  port: smtpPort,
  dir: process.env.E2E_MAIL_DIR ?? path.join(root, 'test-results/e2e-mail-3100'),
});
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;

// "Google": a real OpenID Connect provider on 127.0.0.1 that signs in one fixed account without
// asking anything. It must be up before the server reads its configuration (discovery URL).
const oidc = await startOidcProvider({
  redirectUris: [`${publicUrl}/api/auth/callback/google`],
  account: E2E_GOOGLE_ACCOUNT,
});
process.env.GOOGLE_CLIENT_ID = oidc.clientId;
process.env.GOOGLE_CLIENT_SECRET = oidc.clientSecret;
process.env.GOOGLE_ISSUER = oidc.issuer;

// Content Credentials: the shipped C2PA trust list, plus one test CA made afresh for this run, so
// only files a test signs with `trustedSigner()` (e2e/c2pa-signers.ts) get the verified badge.
const trustedCa = persistentTestCredentials(trustedSignerDir(port), { fresh: true });
process.env.C2PA_EXTRA_TRUST_ANCHORS = [process.env.C2PA_EXTRA_TRUST_ANCHORS, trustedCa.rootPath]
  .filter(Boolean)
  .join(',');

// The second admin is e2e/desk-fixes.spec.ts's own: moderation-desk.spec.ts resets the first one's password,
// which ends that account's other sessions, and the two files run side by side.
process.env.ADMIN_EMAILS ??=
  'e2e-admin@example.test,e2e-desk-admin@example.test,e2e-audit-admin@example.test,e2e-standing-admin@example.test,e2e-reports-admin@example.test,e2e-appeals-admin@example.test,e2e-labels-admin@example.test,e2e-notes-admin@example.test';
// Many sign-ins from one address in a few seconds are the test suite, not an attack.
process.env.AUTH_RATE_LIMIT ??= '0';
// SERVER_ENTRY: a run may bring its own server build too (apps/server/build.mjs: SERVER_OUTDIR).
await import(pathToFileURL(process.env.SERVER_ENTRY ?? path.join(root, 'apps/server/dist/main.js')).href);
