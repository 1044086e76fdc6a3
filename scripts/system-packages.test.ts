import { describe, expect, it } from 'vitest';
import { ensureSystemPackages, SYSTEM_PACKAGES } from './system-packages.mjs';

/** A machine where `absent` packages are missing until apt-get installs them. */
function machine({ absent = [] as string[], root = false, aptGet = true, aptFails = false } = {}) {
  const missing = new Set(absent);
  const ran: string[] = [];
  const lines: string[] = [];
  const system = {
    present: (pkg: { name: string }) => !missing.has(pkg.name),
    isRoot: () => root,
    hasAptGet: () => aptGet,
    run: (command: string, args: string[]) => {
      ran.push([command, ...args].join(' '));
      if (aptFails) return 100;
      if (args[0] === 'install') for (const name of args.slice(3)) missing.delete(name);
      return 0;
    },
  };
  return { ok: () => ensureSystemPackages(system, (line: string) => lines.push(line)), ran, lines };
}

describe('system packages before the suites', () => {
  it('does and says nothing when every package is there', () => {
    const m = machine();
    expect(m.ok()).toBe(true);
    expect(m.ran).toEqual([]);
    expect(m.lines).toEqual([]);
  });

  it('as root with apt-get, installs the missing ones and says so in one line', () => {
    const m = machine({ absent: ['chromium', 'strace'], root: true });
    expect(m.ok()).toBe(true);
    expect(m.ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium strace']);
    expect(m.lines).toEqual(['› installing chromium, strace from Debian (apt-get): the suites need them']);
  });

  it('not as root, stops with one line naming what to install, running nothing', () => {
    const m = machine({ absent: ['ffmpeg', 'nginx'] });
    expect(m.ok()).toBe(false);
    expect(m.ran).toEqual([]);
    expect(m.lines).toEqual([
      'The test suites need Debian packages that are missing: install them with `sudo apt-get install ffmpeg nginx`, then run again.',
    ]);
  });

  it('as root without apt-get, stops the same way', () => {
    const m = machine({ absent: ['ffmpeg'], root: true, aptGet: false });
    expect(m.ok()).toBe(false);
    expect(m.ran).toEqual([]);
    expect(m.lines[0]).toMatch(/sudo apt-get install ffmpeg`/);
  });

  it('fails when apt-get does', () => {
    const m = machine({ absent: ['ffmpeg'], root: true, aptFails: true });
    expect(m.ok()).toBe(false);
    expect(m.lines.at(-1)).toBe('apt-get update -qq failed: install ffmpeg by hand, then run again.');
  });

  it('lists each package once', () => {
    const names = SYSTEM_PACKAGES.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['chromium', 'ffmpeg', 'strace', 'nginx']));
  });
});
