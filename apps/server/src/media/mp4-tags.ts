import fs from 'node:fs/promises';
import { RECIPE_PREVIEW_MAX_BYTES } from '@promptreel/contract';
import { topLevelBoxes } from './mp4-probe.js';

// The iTunes-style item names ffmpeg writes for its standard keys (without use_metadata_tags).
const CLASSIC_NAMES: Record<string, string> = {
  '\u00a9nam': 'title',
  '\u00a9cmt': 'comment',
  desc: 'description',
  '\u00a9des': 'description',
  '\u00a9too': 'encoder',
};
/** More tags than any generator writes: the rest are not read. */
const MAX_TAGS = 64;

interface Box {
  type: string;
  /** Where its contents start and the box ends, in the buffer. */
  body: number;
  end: number;
}

/** The boxes laid out in `buf` between `start` and `end`; stops at the first that does not fit. */
function childBoxes(buf: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at + 8 <= end && boxes.length < 1000;) {
    let size = buf.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(buf.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at || at + size > end) break;
    boxes.push({ type: buf.toString('latin1', at + 4, at + 8), body, end: at + size });
    at += size;
  }
  return boxes;
}

/** A 'meta' box's children: after its version and flags, unless it is QuickTime's plain box. */
const metaChildren = (buf: Buffer, meta: Box) =>
  childBoxes(
    buf,
    buf.toString('latin1', meta.body + 4, meta.body + 8) === 'hdlr' ? meta.body : meta.body + 4,
    meta.end,
  );

/** The text tags of one 'meta' box: mdta keys (ffmpeg's use_metadata_tags) or iTunes-style items. */
function tagsOfMeta(buf: Buffer, meta: Box, into: Record<string, string>) {
  const children = metaChildren(buf, meta);
  const keysBox = children.find((b) => b.type === 'keys');
  const keys: string[] = [];
  if (keysBox) {
    const count = buf.readUInt32BE(keysBox.body + 4);
    for (const key of childBoxes(buf, keysBox.body + 8, keysBox.end).slice(0, Math.min(count, MAX_TAGS)))
      keys.push(buf.toString('utf8', key.body, key.end).toLowerCase());
  }
  const list = children.find((b) => b.type === 'ilst');
  if (!list) return;
  for (const item of childBoxes(buf, list.body, list.end)) {
    if (Object.keys(into).length >= MAX_TAGS) return;
    const index = buf.readUInt32BE(item.body - 4);
    const name = keysBox ? keys[index - 1] : CLASSIC_NAMES[item.type];
    const data = childBoxes(buf, item.body, item.end).find((b) => b.type === 'data');
    // Type 1 is UTF-8 text; an 8-byte type and locale come before it.
    if (!name || !data || data.end - data.body < 8 || buf.readUInt32BE(data.body) !== 1) continue;
    into[name] ??= buf.toString('utf8', data.body + 8, data.end);
  }
}

/**
 * The text tags of an MP4's movie box, or of the metadata boxes the upload form cut from one (a
 * 'moov' holding only its 'udta' and 'meta'): names lower-cased, at most MAX_TAGS.
 */
export function tagsOfMovie(buf: Buffer): Record<string, string> {
  const tags: Record<string, string> = {};
  try {
    const moov = childBoxes(buf, 0, buf.length).find((b) => b.type === 'moov');
    if (!moov) return tags;
    for (const box of childBoxes(buf, moov.body, moov.end)) {
      if (box.type === 'meta') tagsOfMeta(buf, box, tags);
      if (box.type === 'udta')
        for (const meta of childBoxes(buf, box.body, box.end)) if (meta.type === 'meta') tagsOfMeta(buf, meta, tags);
    }
  } catch {
    // A box that claims more than it holds: the tags read so far are kept.
  }
  return tags;
}

/**
 * A stored file's metadata boxes as one small 'moov' (its 'udta' and 'meta' only, the sample tables
 * left out), as the upload form sends them; null when it has none or they pass the size bound.
 */
export async function metadataOfFile(filePath: string): Promise<Buffer | null> {
  const file = await fs.open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const moov = (await topLevelBoxes(file, size)).find((b) => b.type === 'moov');
    if (!moov) return null;
    const parts: Buffer[] = [];
    let total = 0;
    const header = Buffer.alloc(16);
    for (let at = moov.start + 8; at + 8 <= moov.start + moov.size;) {
      await file.read(header, 0, 16, at);
      let boxSize = header.readUInt32BE(0);
      if (boxSize === 1) boxSize = Number(header.readBigUInt64BE(8));
      if (boxSize < 8 || at + boxSize > moov.start + moov.size) break;
      const type = header.toString('latin1', 4, 8);
      if (type === 'udta' || type === 'meta') {
        total += boxSize;
        if (total > RECIPE_PREVIEW_MAX_BYTES) return null;
        const part = Buffer.alloc(boxSize);
        await file.read(part, 0, boxSize, at);
        parts.push(part);
      }
      at += boxSize;
    }
    if (parts.length === 0) return null;
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + total, 0);
    head.write('moov', 4, 'latin1');
    return Buffer.concat([head, ...parts]);
  } catch {
    return null;
  } finally {
    await file.close();
  }
}
