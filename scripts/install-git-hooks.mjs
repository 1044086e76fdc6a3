// `npm install`'s prepare step: points git at .githooks (the commit-msg check) when this folder is
// the top of a git work tree. Elsewhere (a copy with no .git, an install inside another repository)
// it does nothing, and it never fails the install.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  const git = (...args) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const top = git('rev-parse', '--show-toplevel').trim();
  if (fs.realpathSync(top) === fs.realpathSync(root)) git('config', 'core.hooksPath', '.githooks');
} catch {
  // not a git work tree, or no git: nothing to install
}
