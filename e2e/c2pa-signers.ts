import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { persistentTestCredentials, type TestCredentials } from '../apps/server/test/helpers/c2pa';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The one test CA the browser tests' server trusts (e2e/serve.ts adds its root with
 * C2PA_EXTRA_TRUST_ANCHORS), kept per port so that the server and the test workers, separate
 * processes, share it. Files signed by any other test CA (signMp4's default) stay untrusted.
 */
export const trustedSignerDir = (port = Number(process.env.E2E_PORT ?? 3100)) =>
  path.join(root, `test-results/e2e-c2pa-trusted-${port}`);

/** Credentials for `signMp4` whose signatures the e2e server trusts. */
export const trustedSigner = (): TestCredentials => persistentTestCredentials(trustedSignerDir());
