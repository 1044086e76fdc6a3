import { describe, expect, it } from 'vitest';
import { findC2paBox } from './find-c2pa-box';

const C2PA = 'd8fec3d61b0e483c92975828877ec481';

function box(type: string, payload: Uint8Array, largeSize = false): Uint8Array {
  const header = largeSize ? 16 : 8;
  const out = new Uint8Array(header + payload.length);
  const view = new DataView(out.buffer);
  if (largeSize) {
    view.setUint32(0, 1);
    view.setBigUint64(8, BigInt(out.length));
  } else {
    view.setUint32(0, out.length);
  }
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(payload, header);
  return out;
}
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16));
const concat = (...parts: Uint8Array[]) => new Blob(parts.map((p) => p.slice().buffer));
const bytesOf = async (blob: Blob | null) => (blob ? new Uint8Array(await blob.arrayBuffer()) : null);

const ftyp = box('ftyp', new TextEncoder().encode('isom\0\0\x02\0isomiso2'));
const manifest = box('uuid', new Uint8Array([...fromHex(C2PA), ...new TextEncoder().encode('jumbf manifest bytes')]));
const moov = box('moov', new Uint8Array(40));
const mdat = box('mdat', new Uint8Array(500));

describe('findC2paBox', () => {
  it('cuts out the C2PA box, wherever it sits among the top-level boxes', async () => {
    expect(await bytesOf(await findC2paBox(concat(ftyp, manifest, moov, mdat), 1024))).toEqual(manifest);
    expect(await bytesOf(await findC2paBox(concat(ftyp, moov, mdat, manifest), 1024))).toEqual(manifest);
  });

  it('walks past 64-bit sized boxes', async () => {
    const file = concat(ftyp, box('mdat', new Uint8Array(100), true), manifest);
    expect(await bytesOf(await findC2paBox(file, 1024))).toEqual(manifest);
  });

  it('answers null without credentials, for other uuid boxes, over the size cap, and for non-box files', async () => {
    const otherUuid = box('uuid', new Uint8Array([...fromHex('00'.repeat(16)), 1, 2, 3]));
    expect(await findC2paBox(concat(ftyp, moov, mdat), 1024)).toBeNull();
    expect(await findC2paBox(concat(ftyp, otherUuid, mdat), 1024)).toBeNull();
    expect(await findC2paBox(concat(ftyp, manifest), manifest.length - 1)).toBeNull();
    expect(await findC2paBox(new Blob(['just some text, not an MP4 at all']), 1024)).toBeNull();
    expect(await findC2paBox(new Blob([]), 1024)).toBeNull();
  });

  it('answers null when a box claims more bytes than the file has', async () => {
    const cut = manifest.slice(0, manifest.length - 4);
    expect(await findC2paBox(concat(ftyp, cut), 1024)).toBeNull();
  });
});
