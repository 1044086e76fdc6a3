import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLOCK_BYTES, KeptBlocks } from './kept-blocks.js';
import { OpenFiles } from './open-files.js';

const block = (fill: number) => Buffer.alloc(BLOCK_BYTES, fill);

describe('kept blocks', () => {
  it('keeps a block from its second ask, and none with a budget under one block', () => {
    const kept = new KeptBlocks(4 * BLOCK_BYTES);
    expect(kept.worthKeeping('f', 0)).toBe(false);
    expect(kept.worthKeeping('f', 0)).toBe(true);
    const none = new KeptBlocks(BLOCK_BYTES - 1);
    expect(none.worthKeeping('f', 0)).toBe(false);
    expect(none.worthKeeping('f', 0)).toBe(false);
  });

  it('lets the longest unused go first when over budget, and all of a file when told', () => {
    const kept = new KeptBlocks(2 * BLOCK_BYTES);
    kept.keep('a', 0, block(1));
    kept.keep('a', 1, block(2));
    expect(kept.get('a', 0)?.[0]).toBe(1);
    kept.keep('b', 0, block(3));
    expect(kept.get('a', 1)).toBeUndefined();
    expect(kept.get('a', 0)?.[0]).toBe(1);
    expect(kept.size).toBe(2 * BLOCK_BYTES);
    kept.forget('a');
    expect(kept.get('a', 0)).toBeUndefined();
    expect(kept.get('b', 0)?.[0]).toBe(3);
    expect(kept.size).toBe(BLOCK_BYTES);
  });
});

describe('open files', () => {
  let root: string;
  let files: OpenFiles;
  const bytes = Buffer.concat([block(7), Buffer.from('tail')]);
  const read = async (f: OpenFiles, file: string, position: number, length: number) => {
    const opened = (await f.open(file))!;
    try {
      const chunk = await opened.bytesAt(position, length);
      const copy = Buffer.from(chunk.bytes);
      chunk.release();
      return copy;
    } finally {
      await opened.close();
    }
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-open-files-'));
    fs.writeFileSync(path.join(root, 'a.mp4'), bytes);
    files = new OpenFiles(new KeptBlocks(8 * BLOCK_BYTES));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads the same bytes from disk and from kept blocks, never past a block or the file', async () => {
    const file = path.join(root, 'a.mp4');
    for (let ask = 0; ask < 3; ask++) {
      expect((await read(files, file, BLOCK_BYTES - 2, 10)).equals(bytes.subarray(BLOCK_BYTES - 2, BLOCK_BYTES))).toBe(
        true,
      );
      expect((await read(files, file, BLOCK_BYTES, 100)).toString()).toBe('tail');
      expect((await read(files, file, bytes.length, 10)).length).toBe(0);
    }
    expect(files.size).toBe(1);
  });

  it('opens afresh when the name leads to another file, and answers null once it is gone', async () => {
    const file = path.join(root, 'a.mp4');
    const first = (await files.open(file))!;
    await first.close();
    fs.rmSync(file);
    fs.writeFileSync(file, Buffer.from('other bytes'));
    const second = (await files.open(file))!;
    expect(second.size).toBe(11);
    expect(second.etag).not.toBe(first.etag);
    await second.close();
    fs.rmSync(file);
    expect(await files.open(file)).toBeNull();
    expect(files.size).toBe(0);
  });

  it('closes a dropped descriptor only once the last answer reading it is done', async () => {
    const file = path.join(root, 'a.mp4');
    const reading = (await files.open(file))!;
    files.drop(file);
    expect(files.size).toBe(0);
    const chunk = await reading.bytesAt(BLOCK_BYTES, 4);
    expect(chunk.bytes.toString()).toBe('tail');
    chunk.release();
    await reading.close();
    await expect(reading.bytesAt(0, 4)).rejects.toMatchObject({ code: 'EBADF' });
  });
});
