// The ISO-BMFF 'uuid' box user type that holds a C2PA manifest store (C2PA specification, BMFF embedding).
const C2PA_USER_TYPE = 'd8fec3d61b0e483c92975828877ec481';
/** Top-level boxes looked at before giving up (a real MP4 has a handful). */
const MAX_BOXES = 64;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The file's C2PA box, cut out by walking the top-level box headers (a few bytes read each):
 * the manifest sits in its own box, usually right after 'ftyp', so the video itself is never
 * read. Null when the file has none, or is not box-shaped.
 */
export async function findC2paBox(file: Blob, maxBytes: number): Promise<Blob | null> {
  let offset = 0;
  for (let i = 0; i < MAX_BOXES && offset + 8 <= file.size; i++) {
    const head = new DataView(await file.slice(offset, offset + 32).arrayBuffer());
    if (head.byteLength < 8) return null;
    let size = head.getUint32(0);
    const type = String.fromCharCode(head.getUint8(4), head.getUint8(5), head.getUint8(6), head.getUint8(7));
    let headerSize = 8;
    if (size === 1) {
      if (head.byteLength < 16) return null;
      size = Number(head.getBigUint64(8));
      headerSize = 16;
    } else if (size === 0) {
      size = file.size - offset; // to the end of the file
    }
    if (size < headerSize || offset + size > file.size) return null;
    if (type === 'uuid' && head.byteLength >= headerSize + 16) {
      const userType = hex(new Uint8Array(head.buffer, headerSize, 16));
      // The server reads 32-bit sized boxes only; a manifest is never near 4 GB.
      if (userType === C2PA_USER_TYPE)
        return headerSize === 8 && size <= maxBytes ? file.slice(offset, offset + size) : null;
    }
    offset += size;
  }
  return null;
}
