import fs from 'node:fs';
import path from 'node:path';

/** The files (videos, posters) in one user's folder of the local storage, sorted; none when it has no folder. */
export function storedFiles(dataDir: string, userId: string): string[] {
  const dir = path.join(dataDir, 'storage/videos', userId);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => f.includes('.'))
        .sort()
    : [];
}

/** Every file (not folder) under `dir`, relative to it; none when there is no such folder. */
export function filesUnder(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];
}
