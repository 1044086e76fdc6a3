import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ObjectExistsError, type Storage } from '../storage/storage.js';

/**
 * The file at `source` stored under `key` in the videos bucket, or the object found there from an
 * earlier run of the same job (a job may run twice: a worker can die after any step).
 */
export async function storeOnce(storage: Storage, key: string, source: string) {
  try {
    return storage.putFile
      ? await storage.putFile('videos', key, source)
      : await storage.put('videos', key, createReadStream(source), { contentType: 'video/mp4' });
  } catch (err) {
    if (!(err instanceof ObjectExistsError)) throw err;
    return (await storage.stat('videos', key))!;
  }
}

/** A stored object as a file to read: itself on local disk, else a copy in `work`. */
export async function asFile(storage: Storage, key: string, work: string, name: string): Promise<string> {
  if (storage.localFile) return storage.localFile('videos', key);
  const target = path.join(work, name);
  await pipeline(storage.read('videos', key), createWriteStream(target));
  return target;
}

/** Runs `task` with a folder of its own in the system's temporary folder, removed after. */
export async function inWorkFolder<T>(task: (work: string) => Promise<T>): Promise<T> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'promptreel-job-'));
  try {
    return await task(work);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
