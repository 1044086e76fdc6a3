// The Debian packages the suites run (one list, for `npm test` and .ci/run). Missing ones are
// installed when this runs as root with apt-get; otherwise it stops at once with one line saying
// what to install, before any suite starts. `node scripts/system-packages.mjs` runs it alone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What each package gives the suites: a command looked up on PATH, or a fixed path the tests use. */
export const SYSTEM_PACKAGES = [
  { name: 'chromium', file: () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, // end-to-end (playwright.config.ts)
  { name: 'ffmpeg', command: 'ffmpeg' }, // media processing, in every suite
  { name: 'strace', command: 'strace' }, // storage test: the fsyncs of a real write
  { name: 'nginx', file: () => process.env.NGINX_PATH ?? '/usr/sbin/nginx' }, // media-nginx test
  { name: 'openssl', command: 'openssl' }, // provenance tests sign C2PA certificates
  { name: 'python3', command: 'python3' }, // share test parses the sitemap with a second XML parser
  { name: 'procps', command: 'pgrep' }, // ffmpeg tests look for leftover children
];

function onPath(command, pathVariable = process.env.PATH ?? '') {
  return pathVariable.split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir || '.', command), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const realSystem = {
  present: (pkg) => (pkg.command ? onPath(pkg.command) : fs.existsSync(pkg.file())),
  isRoot: () => process.getuid?.() === 0,
  hasAptGet: () => onPath('apt-get'),
  run: (command, args) =>
    spawnSync(command, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status,
};

/** What to do about the missing packages: nothing, install them (the commands), or stop (the line). */
export function plan(missing, { isRoot, hasAptGet }) {
  if (!missing.length) return { action: 'none' };
  if (isRoot && hasAptGet) {
    return {
      action: 'install',
      line: `› installing ${missing.join(', ')} from Debian (apt-get): the suites need them`,
      commands: [
        ['apt-get', ['update', '-qq']],
        ['apt-get', ['install', '-y', '-qq', ...missing]],
      ],
    };
  }
  return {
    action: 'stop',
    line: `The test suites need Debian packages that are missing: install them with \`sudo apt-get install ${missing.join(' ')}\`, then run again.`,
  };
}

/** Returns when every package is there (installing what it can); otherwise says why, returns false. */
export function ensureSystemPackages(system = realSystem, log = console.log) {
  const missing = () => SYSTEM_PACKAGES.filter((pkg) => !system.present(pkg)).map((pkg) => pkg.name);
  const step = plan(missing(), { isRoot: system.isRoot(), hasAptGet: system.hasAptGet() });
  if (step.action === 'none') return true;
  log(step.line);
  if (step.action === 'stop') return false;
  for (const [command, args] of step.commands) {
    if (system.run(command, args) !== 0) {
      log(`${command} ${args.join(' ')} failed: install ${missing().join(' ')} by hand, then run again.`);
      return false;
    }
  }
  const still = missing();
  if (still.length) log(`Still missing after apt-get: ${still.join(', ')} (check PATH, CHROMIUM_PATH, NGINX_PATH).`);
  return still.length === 0;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!ensureSystemPackages()) process.exit(1);
}
