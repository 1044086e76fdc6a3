import sharp from 'sharp';

export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
}

const AVATAR_SIZE = 256;

/**
 * Decodes any image sharp understands (the bytes decide, not the name or declared type), and
 * returns a square 256 px WebP with metadata stripped. Throws NotAnImageError for anything else.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  try {
    const meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
    if (!meta.width || !meta.height) throw new NotAnImageError('no dimensions');
    return await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof NotAnImageError) throw err;
    throw new NotAnImageError((err as Error).message);
  }
}
