/** Boxes looked at, at each level, before giving up (a real MP4 has a handful). */
const MAX_BOXES = 64;

interface BoxHead {
  type: string;
  start: number;
  size: number;
}

/** The box headers laid out in `file` between `start` and `end`, a few bytes read each. */
async function boxesIn(file: Blob, start: number, end: number): Promise<BoxHead[] | null> {
  const boxes: BoxHead[] = [];
  for (let offset = start; offset + 8 <= end && boxes.length < MAX_BOXES;) {
    const head = new DataView(await file.slice(offset, offset + 16).arrayBuffer());
    if (head.byteLength < 8) return null;
    let size = head.getUint32(0);
    const type = String.fromCharCode(head.getUint8(4), head.getUint8(5), head.getUint8(6), head.getUint8(7));
    if (size === 1) {
      if (head.byteLength < 16) return null;
      size = Number(head.getBigUint64(8));
    } else if (size === 0) size = end - offset;
    if (size < 8 || offset + size > end) return null;
    boxes.push({ type, start: offset, size });
    offset += size;
  }
  return boxes;
}

/**
 * The file's metadata boxes ('udta' and 'meta' of its 'moov'), as one small 'moov' of those alone:
 * only box headers are read to find them, never the media or the sample tables. Null when the file
 * has none, is not box-shaped, or they pass `maxBytes`.
 */
export async function findMetadataBoxes(file: Blob, maxBytes: number): Promise<Blob | null> {
  const moov = (await boxesIn(file, 0, file.size))?.find((box) => box.type === 'moov');
  if (!moov) return null;
  const parts = ((await boxesIn(file, moov.start + 8, moov.start + moov.size)) ?? []).filter(
    (box) => box.type === 'udta' || box.type === 'meta',
  );
  const total = 8 + parts.reduce((sum, box) => sum + box.size, 0);
  if (parts.length === 0 || total > maxBytes) return null;
  const head = new DataView(new ArrayBuffer(8));
  head.setUint32(0, total);
  [...'moov'].forEach((c, i) => head.setUint8(4 + i, c.charCodeAt(0)));
  return new Blob([head.buffer, ...parts.map((box) => file.slice(box.start, box.start + box.size))]);
}
