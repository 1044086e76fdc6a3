import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const WEB_INDEX = path.resolve(import.meta.dirname, '../../../web/index.html');

/**
 * A web build for the server to serve (WEB_DIST): the app's own index.html and the given files,
 * by their path inside the build, in a fresh temporary folder.
 */
export function webBuild(files: Record<string, string | Buffer> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-web-'));
  fs.copyFileSync(WEB_INDEX, path.join(dir, 'index.html'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
