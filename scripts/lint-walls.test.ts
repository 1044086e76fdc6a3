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
    [
      'apps/web/src/features/prompt',
      "import '../guidelines/report-reasons';",
      'A feature never imports another feature',
    ],
    [
      'apps/web/src/features/prompt',
      "import '../../features/guidelines/report-reasons';",
      'A feature never imports another feature',
    ],
    ['apps/web/src/features/prompt', "import '../../app/route-handle';", 'Features do not import from app/'],
    ['apps/web/src/lib', "import '../features/guidelines/report-reasons';", 'Shared pieces never depend on features'],
    ['apps/web/src/components', "import '../app/route-handle';", 'Shared pieces never depend on features or app/'],
    ['apps/web/src', "import '../../server/src/config.js';", 'The web app shares only packages/contract'],
    ['apps/server/src/services', "import '../db/connect.js';", 'reach the database only through repositories'],
    [
      'apps/server/src/routes',
      "import '../repositories/videos.repository.js';",
      'Routes and the job worker call services',
    ],
    ['apps/server/src/jobs', "import '../repositories/jobs.repository.js';", 'the job worker call services'],
    ['apps/server/src/repositories', "import '../services/videos.service.js';", 'Repositories hold queries only'],
    ['apps/server/src/storage', "import '../repositories/videos.repository.js';", 'Adapters'],
    ['apps/server/src/metrics', "import '../http/context.js';", 'Adapters'],
    ['apps/server/src/openapi', "import '../services/videos.service.js';", 'built from the contract alone'],
    [
      'apps/server/src/http',
      "import '../repositories/videos.repository.js';",
      'Routes and the job worker call services',
    ],
    ['apps/server/src/pages', "import '../db/connect.js';", 'Routes and the job worker call services'],
    ['apps/server/src/search', "import '../http/context.js';", 'Services know nothing of HTTP'],
    ['apps/server/src/video-files', "import '../db/connect.js';", 'reach the database only through repositories'],
    ['apps/server/src/repositories', "import '../shaping/video-card.js';", 'Repositories hold queries only'],
    ['apps/server/src/lib', "import '../read-cache/kept-cards.js';", 'Adapters'],
  ])('%s: %s is refused', async (folder, source, message) => {
    const messages = await lintPlanted(folder, source);
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
    ['apps/web/src/app', "import '../features/guidelines/report-reasons';"],
    ['apps/server/src/services', "import '../repositories/videos.repository.js';"],
    ['apps/server/src/routes', "import '../services/videos.service.js';"],
    ['apps/server/src/pages', "import '../http/compression.js';"],
    ['apps/server/src/services', "import '../search/indexed-search.js';"],
    ['apps/server/src/jobs', "import '../services/jobs.service.js';"],
  ])('%s: %s passes', async (folder, source) => {
    expect(await lintPlanted(folder, source)).toEqual([]);
  });
});
