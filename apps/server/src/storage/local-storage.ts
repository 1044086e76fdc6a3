import { randomBytes } from 'node:crypto';
import { constants as fsConstants, createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, isPrivateObject } from './keys.js';
import { KeptBlocks } from './kept-blocks.js';
import { describe, isMissing, OpenFiles } from './open-files.js';
import {
  type Bucket,
  type ByteRange,
  ObjectExistsError,
  type OpenedObject,
  type Storage,
  type StoredObject,
} from './storage.js';

/** fsync of a file or a folder (a folder's fsync makes the names created or removed in it durable). */
async function fsyncPath(target: string): Promise<void> {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `body` to `target` so that, once this resolves, the whole file survives a power cut: the
 * bytes go to a temporary name and are fsynced, the file is linked into place (never over an existing
 * one: ObjectExistsError), and the folders whose entries changed are fsynced, every folder this call
 * created included. Without those fsyncs a crash can leave the name pointing at an empty file after
 * the caller has already recorded it.
 */
export async function writeDurably(body: Readable, target: string): Promise<void> {
  const dir = path.dirname(target);
  const firstCreated = await fs.mkdir(dir, { recursive: true });
  const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
  try {
    await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
    await fsyncPath(temp);
    // link() fails when the target exists, so an object is never overwritten.
    await fs.link(temp, target).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EEXIST') throw new ObjectExistsError(`${target} already exists`);
      throw err;
    });
  } finally {
    await fs.rm(temp, { force: true });
  }
  await syncEntries(dir, firstCreated);
}

/** fsync of `dir` and, when mkdir created folders up to `firstCreated`, of each new folder's parent. */
async function syncEntries(dir: string, firstCreated: string | undefined): Promise<void> {
  await fsyncPath(dir);
  if (firstCreated) {
    // Each new folder is an entry of its parent: sync upwards to the parent of the first one made.
    for (let created = dir; ; created = path.dirname(created)) {
      await fsyncPath(path.dirname(created));
      if (created === firstCreated || path.dirname(created) === created) break;
    }
  }
}

/**
 * A finished file given a second name at `target` (a hard link: no bytes copied), as durably as
 * writeDurably: its bytes are fsynced first, the new name never replaces an existing one
 * (ObjectExistsError), and the folders whose entries changed are fsynced. EXDEV when `source` is on
 * another file system.
 */
export async function linkDurably(source: string, target: string): Promise<void> {
  const dir = path.dirname(target);
  await fsyncPath(source);
  const firstCreated = await fs.mkdir(dir, { recursive: true });
  await fs.link(source, target).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EEXIST') throw new ObjectExistsError(`${target} already exists`);
    throw err;
  });
  await syncEntries(dir, firstCreated);
}

/**
 * Files under `{root}/{bucket}/{key}`; each is written durably (see writeDurably) before put resolves.
 * Data ZIPs and held videos' files (keys.ts#isPrivateObject) go under `privateRoot` instead, outside
 * the folder nginx may be given for media (DATA_DIR/private beside DATA_DIR/storage).
 */
export class LocalStorage implements Storage {
  private readonly privateRoot: string;
  private readonly openFiles: OpenFiles;

  /** `keptBytes`: memory for blocks of files served often (kept-blocks.ts). */
  constructor(
    private readonly root: string,
    privateRoot?: string,
    keptBytes = 0,
  ) {
    this.privateRoot = privateRoot ?? `${root}-private`;
    this.openFiles = new OpenFiles(new KeptBlocks(keptBytes));
  }

  private pathOf(bucket: Bucket, key: string): string {
    assertValidKey(key);
    const bucketDir = path.join(isPrivateObject(bucket, key) ? this.privateRoot : this.root, bucket);
    const full = path.resolve(bucketDir, key);
    // Defence in depth: the key check already forbids this.
    if (!full.startsWith(bucketDir + path.sep)) throw new Error('Storage key escapes its bucket');
    return full;
  }

  async put(bucket: Bucket, key: string, body: Readable): Promise<StoredObject> {
    await writeDurably(body, this.pathOf(bucket, key)).catch((err: unknown) => {
      if (err instanceof ObjectExistsError) throw new ObjectExistsError(`${bucket}/${key} already exists`);
      throw err;
    });
    return (await this.stat(bucket, key))!;
  }

  /**
   * A finished file on this machine (an upload): linked into place when it is on the same file system
   * as the storage folder, so a 100 MB video is not written twice, else copied. The caller may remove
   * its own name afterwards; the stored one keeps the bytes.
   */
  async putFile(bucket: Bucket, key: string, source: string): Promise<StoredObject> {
    const target = this.pathOf(bucket, key);
    try {
      await linkDurably(source, target);
    } catch (err) {
      if (err instanceof ObjectExistsError) throw new ObjectExistsError(`${bucket}/${key} already exists`);
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      return this.put(bucket, key, createReadStream(source));
    }
    return (await this.stat(bucket, key))!;
  }

  async stat(bucket: Bucket, key: string): Promise<StoredObject | null> {
    try {
      const st = await fs.stat(this.pathOf(bucket, key));
      return st.isFile() ? describe(st) : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** The file opened, or its descriptor kept from an answer before (open-files.ts), whose reads send the bytes. */
  open(bucket: Bucket, key: string): Promise<OpenedObject | null> {
    return this.openFiles.open(this.pathOf(bucket, key));
  }

  localFile(bucket: Bucket, key: string): string {
    return this.pathOf(bucket, key);
  }

  read(bucket: Bucket, key: string, range?: ByteRange): Readable {
    return createReadStream(this.pathOf(bucket, key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(bucket: Bucket, key: string): Promise<void> {
    const file = this.pathOf(bucket, key);
    await fs.rm(file, { force: true });
    // After the removal: an answer in between finds the name gone and drops the descriptor itself.
    this.openFiles.drop(file);
  }

  publicPath(bucket: Bucket, key: string): string {
    return `/media/${bucket}/${key}`;
  }

  /** Each root can be read and written; before the first write (no root yet), its parent can be written. */
  async ping(): Promise<void> {
    for (const root of [this.root, this.privateRoot]) {
      try {
        await fs.access(root, fsConstants.R_OK | fsConstants.W_OK);
        // Something else in its place (a file, a dead mount point's leftover) cannot hold objects.
        if (!(await fs.stat(root)).isDirectory()) throw new Error(`${root} is not a folder`);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        await fs.access(path.dirname(root), fsConstants.W_OK);
      }
    }
  }
}
