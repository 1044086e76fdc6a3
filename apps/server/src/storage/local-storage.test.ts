import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage, writeDurably } from './local-storage.js';
import { ObjectExistsError } from './storage.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Every file and folder under `dir`, relative to it. */
const tree = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).sort();

describe('local storage takes a finished file', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-storage-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('links a file on the same file system into place, without copying, and keeps it when the source goes', async () => {
    const source = path.join(root, 'incoming.bin');
    fs.writeFileSync(source, Buffer.alloc(64 * 1024, 3));
    const storage = new LocalStorage(path.join(root, 'storage'));
    const stored = await storage.putFile('videos', 'u1/clip.mp4', source);
    const target = path.join(root, 'storage/videos/u1/clip.mp4');
    expect(fs.statSync(target).ino).toBe(fs.statSync(source).ino);
    expect(stored.size).toBe(64 * 1024);
    fs.rmSync(source);
    expect(fs.readFileSync(target).equals(Buffer.alloc(64 * 1024, 3))).toBe(true);
    await expect(storage.putFile('videos', 'u1/clip.mp4', target)).rejects.toBeInstanceOf(ObjectExistsError);
  });

  it('copies a file from another file system (/dev/shm, a tmpfs)', async () => {
    const shm = fs.mkdtempSync('/dev/shm/promptreel-');
    try {
      const source = path.join(shm, 'incoming.bin');
      fs.writeFileSync(source, Buffer.alloc(10_000, 9));
      const storage = new LocalStorage(path.join(root, 'storage'));
      await storage.putFile('videos', 'u1/other.mp4', source);
      const target = path.join(root, 'storage/videos/u1/other.mp4');
      expect(fs.statSync(target).ino).not.toBe(fs.statSync(source).ino);
      expect(fs.readFileSync(target).equals(Buffer.alloc(10_000, 9))).toBe(true);
    } finally {
      fs.rmSync(shm, { recursive: true, force: true });
    }
  });
});

describe('local storage writes durably', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-storage-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts the whole body at the final path, making missing folders, and leaves no temporary file', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    const target = path.join(root, 'videos/u1/clip.mp4');
    await writeDurably(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), target);
    expect(fs.readFileSync(target).equals(bytes)).toBe(true);
    expect(tree(root)).toEqual(['videos', 'videos/u1', 'videos/u1/clip.mp4']);
  });

  it('never overwrites: an existing file keeps its bytes, and nothing is left behind', async () => {
    const target = path.join(root, 'clip.mp4');
    await writeDurably(Readable.from([Buffer.from('first')]), target);
    await expect(writeDurably(Readable.from([Buffer.from('second')]), target)).rejects.toBeInstanceOf(
      ObjectExistsError,
    );
    expect(fs.readFileSync(target, 'utf8')).toBe('first');
    expect(tree(root)).toEqual(['clip.mp4']);
  });

  it('leaves neither the file nor a temporary one when the body fails midway', async () => {
    const target = path.join(root, 'broken.mp4');
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('some bytes');
        throw new Error('connection lost');
      })(),
    );
    await expect(writeDurably(failing, target)).rejects.toThrow('connection lost');
    expect(tree(root)).toEqual([]);
  });

  it('LocalStorage.put goes through it and refuses an existing key', async () => {
    const storage = new LocalStorage(root);
    const stored = await storage.put('videos', 'u1/a.mp4', Readable.from([Buffer.from('abc')]));
    expect(stored.size).toBe(3);
    await expect(storage.put('videos', 'u1/a.mp4', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      'videos/u1/a.mp4 already exists',
    );
    expect(tree(root)).toEqual(['videos', 'videos/u1', 'videos/u1/a.mp4']);
  });

  it('fsyncs the file before linking it, then its folder and every folder it created (seen by strace)', () => {
    const target = path.join(root, 'videos/u1/thumbnails/x.jpg');
    const log = path.join(root, 'strace.log');
    const script = `
      import { Readable } from 'node:stream';
      const { writeDurably } = await import(${JSON.stringify(path.join(REPO_ROOT, 'apps/server/src/storage/local-storage.ts'))});
      await writeDurably(Readable.from([Buffer.from('jpeg bytes')]), ${JSON.stringify(target)});
    `;
    // -y names each descriptor's path, so the log says which file or folder was synced.
    execFileSync(
      'strace',
      ['-f', '-qq', '-y', '-e', 'signal=none', '-e', 'trace=fsync,fdatasync', '-o', log, process.execPath].concat([
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script,
      ]),
      { cwd: REPO_ROOT, stdio: 'pipe' },
    );
    const synced = fs
      .readFileSync(log, 'utf8')
      .split('\n')
      .map((line) => /f(?:data)?sync\(\d+<([^>]+)>\) = 0/.exec(line)?.[1])
      .filter((p): p is string => p !== undefined);
    const dir = path.dirname(target);
    expect(synced[0]).toMatch(new RegExp(`^${dir}/x\\.jpg\\.[0-9a-f]+\\.part$`));
    expect(synced.slice(1)).toEqual([dir, path.join(root, 'videos/u1'), path.join(root, 'videos'), root]);
    expect(fs.readFileSync(target, 'utf8')).toBe('jpeg bytes');
  }, 30_000);
});

describe('local storage opens a file once for reading', () => {
  let root: string;
  let storage: LocalStorage;
  const bytes = Buffer.from('0123456789abcdef');
  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-storage-'));
    storage = new LocalStorage(root);
    await storage.put('videos', 'u1/a.mp4', Readable.from([bytes]));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('describes the file as stat does and reads it at any position', async () => {
    const opened = (await storage.open('videos', 'u1/a.mp4'))!;
    try {
      const { size, etag, lastModified } = opened;
      expect({ size, etag, lastModified }).toEqual(await storage.stat('videos', 'u1/a.mp4'));
      const at = async (position: number, length: number) => {
        const chunk = await opened.bytesAt(position, length);
        const text = chunk.bytes.toString();
        chunk.release();
        return text;
      };
      expect(await at(10, 4)).toBe('abcd');
      expect(await at(12, 8)).toBe('cdef');
      expect(await at(16, 8)).toBe('');
    } finally {
      await opened.close();
    }
  });

  it('pings: the root, or before the first write its parent, must be there and writable', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
    await expect(new LocalStorage(path.join(root, 'not-yet')).ping()).resolves.toBeUndefined();
    await expect(new LocalStorage(path.join(root, 'missing/storage')).ping()).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('answers null for a missing file, a folder, and a key running through a file', async () => {
    expect(await storage.open('videos', 'u1/missing.mp4')).toBeNull();
    expect(await storage.open('videos', 'u1')).toBeNull();
    expect(await storage.open('videos', 'u1/a.mp4/x.mp4')).toBeNull();
    expect(await storage.stat('videos', 'u1/a.mp4/x.mp4')).toBeNull();
  });
});
