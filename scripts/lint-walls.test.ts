import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

// The walls between folders (eslint.config.js) must really fail the lint: each case plants a
// file with one import in a folder and lints it with the repo's own configuration.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const planted: string[] = [];

async function lintPlanted(folder: string, source: string, ext = 'ts') {
  const file = path.join(root, folder, `lint-wall-probe-${process.pid}-${planted.length}.${ext}`);
  planted.push(file);
  fs.writeFileSync(file, `${source}\n`);
  const [result] = await eslint.lintFiles([file]);
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

afterEach(() => {
  for (const file of planted.splice(0)) fs.rmSync(file, { force: true });
});

const WALL = /^import-x\/no-restricted-paths: /;

describe('the lint walls between folders', { timeout: 60_000 }, () => {
  it.each([
    ['apps/web/src/features/prompt', '../guidelines/guidelines-date', 'A feature never imports another feature'],
    ['apps/web/src/features/prompt', '../../features/guidelines/guidelines-date', 'never imports another feature'],
    ['apps/web/src/features/prompt', '../../app/route-handle', 'Features do not import from app/'],
    ['apps/web/src/lib', '../features/guidelines/guidelines-date', 'Shared pieces never depend on features'],
    ['apps/web/src/components', '../app/route-handle', 'Shared pieces never depend on features or app/'],
    ['apps/web/src', '../../server/src/config.js', 'The web app shares only packages/contract'],
    ['apps/server/src/services', '../db/connect.js', 'reach the database only through repositories'],
    ['apps/server/src/routes', '../repositories/videos.repository.js', 'Routes and the job worker call services'],
    ['apps/server/src/jobs', '../repositories/jobs.repository.js', 'the job worker call services'],
    ['apps/server/src/repositories', '../services/videos.service.js', 'Repositories hold queries only'],
    ['apps/server/src/services', '../jobs/worker.js', 'read the job registry (jobs/kinds.ts) alone'],
    ['apps/server/src/repositories', '../jobs/worker.js', 'read the job registry (jobs/kinds.ts) alone'],
    ['apps/server/src/video-files', '../jobs/worker.js', 'read the job registry (jobs/kinds.ts) alone'],
    ['apps/server/src/storage', '../repositories/videos.repository.js', 'Adapters'],
    ['apps/server/src/metrics', '../http/context.js', 'Adapters'],
    ['apps/server/src/openapi', '../services/videos.service.js', 'built from the contract alone'],
    ['apps/server/src/http', '../repositories/videos.repository.js', 'Routes and the job worker call services'],
    ['apps/server/src/pages', '../db/connect.js', 'Routes and the job worker call services'],
    ['apps/server/src/search', '../http/context.js', 'Services know nothing of HTTP'],
    ['apps/server/src/video-files', '../db/connect.js', 'reach the database only through repositories'],
    ['apps/server/src/repositories', '../shaping/video-card.js', 'Repositories hold queries only'],
    ['apps/server/src/lib', '../read-cache/kept-cards.js', 'Adapters'],
  ])('%s: importing %s is refused', async (folder, imported, message) => {
    const messages = await lintPlanted(folder, `import '${imported}';`);
    expect(messages.filter((m) => WALL.test(m))).toEqual([expect.stringContaining(message)]);
  });

  it.each(['apps/server/src/services', 'apps/server/src/rules'])(
    'refuses %s importing kysely itself',
    async (folder) => {
      const messages = await lintPlanted(folder, "import 'kysely';");
      expect(messages).toEqual([expect.stringMatching(/^no-restricted-imports: .*only through repositories/)]);
    },
  );

  it.each([
    ['apps/web/src/features/prompt', "import './hooks/use-copied-flag';"],
    ['apps/web/src/features/prompt', "import '../../lib/cn';"],
    ['apps/web/src/app', "import '../features/guidelines/guidelines-date';"],
    ['apps/server/src/services', "import '../repositories/videos.repository.js';"],
    ['apps/server/src/routes', "import '../services/videos.service.js';"],
    ['apps/server/src/pages', "import '../http/compression.js';"],
    ['apps/server/src/services', "import '../search/indexed-search.js';"],
    ['apps/server/src/jobs', "import '../services/jobs.service.js';"],
    ['apps/server/src/repositories', "import '../jobs/kinds.js';"],
    ['apps/server/src/video-files', "import '../jobs/kinds.js';"],
  ])('%s: %s passes', async (folder, source) => {
    expect(await lintPlanted(folder, source)).toEqual([]);
  });
});
