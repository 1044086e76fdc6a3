import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey } from './keys.js';
import { type Bucket, type ByteRange, ObjectExistsError, type Storage, type StoredObject } from './storage.js';

/** Files under `{root}/{bucket}/{key}`; writes go to a temporary name and are renamed when complete. */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathOf(bucket: Bucket, key: string): string {
    assertValidKey(key);
    const bucketDir = path.join(this.root, bucket);
    const full = path.resolve(bucketDir, key);
    // Defence in depth: the key check already forbids this.
    if (!full.startsWith(bucketDir + path.sep)) throw new Error('Storage key escapes its bucket');
    return full;
  }

  async put(bucket: Bucket, key: string, body: Readable): Promise<StoredObject> {
    const target = this.pathOf(bucket, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${Date.now()}.part`;
    try {
      await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
      // link() fails when the target exists, so an object is never overwritten.
      await fs.link(temp, target).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'EEXIST') throw new ObjectExistsError(`${bucket}/${key} already exists`);
        throw err;
      });
    } finally {
      await fs.rm(temp, { force: true });
    }
    return (await this.stat(bucket, key))!;
  }

  async stat(bucket: Bucket, key: string): Promise<StoredObject | null> {
    try {
      const st = await fs.stat(this.pathOf(bucket, key));
      if (!st.isFile()) return null;
      return {
        size: st.size,
        lastModified: st.mtime,
        etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  read(bucket: Bucket, key: string, range?: ByteRange): Readable {
    return createReadStream(this.pathOf(bucket, key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(bucket: Bucket, key: string): Promise<void> {
    await fs.rm(this.pathOf(bucket, key), { force: true });
  }

  publicPath(bucket: Bucket, key: string): string {
    return `/media/${bucket}/${key}`;
  }
}
