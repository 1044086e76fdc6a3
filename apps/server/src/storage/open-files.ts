import fs, { type Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { BLOCK_BYTES, type KeptBlocks } from './kept-blocks.js';
import type { Chunk, OpenedObject, StoredObject } from './storage.js';

/** Buffers lent for reads not kept, taken back for reuse (BLOCK_BYTES each). */
const IDLE_BUFFERS = 16;
const idle: Buffer[] = [];

/** A description of a file as the media route sends it: strong ETag from size and modification time. */
export function describe(st: Stats): StoredObject {
  return {
    size: st.size,
    lastModified: st.mtime,
    etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
  };
}

/** ENOENT, or ENOTDIR when a key runs through a file as if it were a folder. */
export const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

interface Kept {
  handle: FileHandle;
  /** Names the file's bytes in KeptBlocks: device, inode, size and modification time. */
  id: string;
  /** Blocks being read to be kept, so answers asking at once read them once. */
  filling: Map<number, Promise<Buffer>>;
  /** What identifies the file the path led to when it was opened. */
  dev: number;
  ino: number;
  mtimeMs: number;
  described: StoredObject;
  /** Answers reading it now; it is closed only once none is left. */
  users: number;
  lastUsed: number;
  dropped: boolean;
}

/**
 * Descriptors of files served lately, kept open so that a Range request costs no open, fstat and close:
 * three thread-pool round trips cost a 1 MiB range more than its bytes did. Before each reuse a
 * synchronous stat of the path (the open file pins its entries, so no disk read) checks that the name
 * still leads to the same file: a file deleted or replaced, on any instance, is never served again.
 */
export class OpenFiles {
  private readonly kept = new Map<string, Kept>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly blocks: KeptBlocks,
    private readonly max = 64,
    private readonly idleMs = 30_000,
  ) {}

  /** The file at `file` opened (null when missing or not a file); its `close` must be called once. */
  async open(file: string): Promise<OpenedObject | null> {
    const kept = this.kept.get(file);
    if (kept) {
      const st = fs.statSync(file, { throwIfNoEntry: false });
      if (st && st.ino === kept.ino && st.dev === kept.dev && st.mtimeMs === kept.mtimeMs && st.isFile()) {
        // Last used goes last: the first in the map is the one to close when too many are kept.
        this.kept.delete(file);
        this.kept.set(file, kept);
        return this.lend(kept);
      }
      this.drop(file);
      if (!st) return null;
    }
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    let st: Stats;
    try {
      st = await handle.stat();
    } catch (err) {
      await handle.close();
      throw err;
    }
    if (!st.isFile()) {
      await handle.close();
      return null;
    }
    const fresh: Kept = {
      handle,
      id: `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}`,
      filling: new Map(),
      dev: st.dev,
      ino: st.ino,
      mtimeMs: st.mtimeMs,
      described: describe(st),
      users: 0,
      lastUsed: 0,
      dropped: false,
    };
    // Another answer may have opened the same file meanwhile: the newer descriptor is kept.
    if (this.kept.has(file)) this.drop(file);
    this.kept.set(file, fresh);
    if (this.kept.size > this.max) this.drop(this.kept.keys().next().value!);
    this.sweeper ??= setInterval(() => this.sweep(), this.idleMs).unref();
    return this.lend(fresh);
  }

  /** Stops keeping the descriptor of `file` (deleted by this instance); closed once no answer reads it. */
  drop(file: string): void {
    const kept = this.kept.get(file);
    if (!kept) return;
    this.kept.delete(file);
    kept.dropped = true;
    this.blocks.forget(kept.id);
    if (kept.users === 0) void kept.handle.close().catch(() => undefined);
  }

  /** How many descriptors are kept (for tests). */
  get size(): number {
    return this.kept.size;
  }

  private lend(kept: Kept): OpenedObject {
    kept.users++;
    let closed = false;
    return {
      ...kept.described,
      bytesAt: (position, length) => this.bytesAt(kept, position, length),
      close: async () => {
        if (closed) return;
        closed = true;
        kept.users--;
        kept.lastUsed = Date.now();
        if (kept.dropped && kept.users === 0) await kept.handle.close();
      },
    };
  }

  /** Bytes from a kept block (filled now if worth it), else read into a lent buffer. */
  private async bytesAt(kept: Kept, position: number, length: number): Promise<Chunk> {
    const index = Math.floor(position / BLOCK_BYTES);
    const offset = position - index * BLOCK_BYTES;
    const wanted = Math.min(length, BLOCK_BYTES - offset);
    let block = this.blocks.get(kept.id, index) ?? (await kept.filling.get(index));
    if (!block && this.blocks.worthKeeping(kept.id, index)) {
      const filling = readBlock(kept.handle, index, kept.described.size);
      kept.filling.set(index, filling);
      try {
        block = await filling;
      } finally {
        kept.filling.delete(index);
      }
      if (!kept.dropped) this.blocks.keep(kept.id, index, block);
    }
    if (block) return { bytes: block.subarray(offset, offset + wanted), release: () => undefined };
    const buffer = idle.pop() ?? Buffer.allocUnsafeSlow(BLOCK_BYTES);
    const { bytesRead } = await kept.handle.read(buffer, 0, wanted, position);
    return {
      bytes: buffer.subarray(0, bytesRead),
      release: () => {
        if (idle.length < IDLE_BUFFERS) idle.push(buffer);
      },
    };
  }

  /** Closes descriptors no answer has used for idleMs, so a deleted file's space is given back soon. */
  private sweep(): void {
    const before = Date.now() - this.idleMs;
    for (const [file, kept] of this.kept) if (kept.users === 0 && kept.lastUsed < before) this.drop(file);
    if (this.kept.size === 0) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
  }
}

/** Block `index` of the file read whole (shorter at the end of the file) into a buffer of its own. */
async function readBlock(handle: FileHandle, index: number, size: number): Promise<Buffer> {
  const start = index * BLOCK_BYTES;
  const block = Buffer.allocUnsafeSlow(Math.max(0, Math.min(BLOCK_BYTES, size - start)));
  let filled = 0;
  while (filled < block.length) {
    const { bytesRead } = await handle.read(block, filled, block.length - filled, start + filled);
    if (bytesRead === 0) return block.subarray(0, filled);
    filled += bytesRead;
  }
  return block;
}
