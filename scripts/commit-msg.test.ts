import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { subjectProblem } from './commit-msg.mjs';

const hooks = path.resolve(import.meta.dirname, '../.githooks');
// The test's own git, whatever repository or hook it may be running inside.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));

function git(cwd: string, ...args: string[]) {
  return spawnSync(
    'git',
    ['-c', `core.hooksPath=${hooks}`, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args],
    { cwd, env, encoding: 'utf8' },
  );
}

describe('commit-msg hook', () => {
  it('refuses a real commit whose subject is over 72 characters and accepts one of 72', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'commit-msg-'));
    expect(git(repo, 'init', '-q').status).toBe(0);
    fs.writeFileSync(path.join(repo, 'a.txt'), 'a\n');
    expect(git(repo, 'add', 'a.txt').status).toBe(0);

    const long = git(repo, 'commit', '-q', '-m', 'x'.repeat(73), '-m', 'body lines may be as long as they like');
    expect(long.status).not.toBe(0);
    expect(long.stderr.trim()).toBe(
      'commit-msg: the subject line is 73 characters, over the limit of 72; put the detail in the body',
    );
    expect(git(repo, 'rev-parse', '-q', '--verify', 'HEAD').status).not.toBe(0); // nothing committed

    const short = git(repo, 'commit', '-q', '-m', `${'y'.repeat(71)}—`, '-m', 'z'.repeat(200));
    expect(short.stderr).toBe('');
    expect(short.status).toBe(0);
    expect(git(repo, 'log', '--format=%s').stdout.trim()).toBe(`${'y'.repeat(71)}—`);
    fs.rmSync(repo, { recursive: true, force: true });
  });

  it('reads the subject past comment and blank lines, counting characters', () => {
    expect(subjectProblem(`# Please enter the commit message\n\n${'a'.repeat(72)}\n\n${'b'.repeat(100)}`)).toBeNull();
    expect(subjectProblem(`# ${'c'.repeat(100)}\n${'›'.repeat(73)}\n`)).toMatch(
      /is 73 characters, over the limit of 72/,
    );
    expect(subjectProblem('# only comments\n')).toBeNull();
  });
});
