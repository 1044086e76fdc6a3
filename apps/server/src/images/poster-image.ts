import type { PosterImageType } from '@promptreel/contract';
import sharp from 'sharp';

const LIMIT_INPUT_PIXELS = 40_000_000;

/** A poster's long side at most, as the posters ffmpeg makes (media/ffmpeg.ts). */
const POSTER_LONG_SIDE = 720;

/**
 * The type an uploaded image really is, from its first bytes (never its name or declared type):
 * JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (RIFF….WEBP); null for anything else.
 */
export function sniffImageType(bytes: Buffer): PosterImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

const SHARP_FORMATS: Record<PosterImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Whether sharp reads the image's header as the type its bytes claim, with a size: only the header,
 * no pixels (decoding is the job's: video-files/chosen-posters.ts).
 */
export async function readsAsImage(bytes: Buffer, type: PosterImageType): Promise<boolean> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS }).metadata();
    return meta.format === SHARP_FORMATS[type] && Boolean(meta.width && meta.height);
  } catch {
    return false;
  }
}

/** The largest box of width ÷ height `ratio` inside `width` × `height`, at most 720 px on its long side. */
export function posterBox(width: number, height: number, ratio: number): { width: number; height: number } {
  const crop = width / height > ratio ? { w: height * ratio, h: height } : { w: width, h: width / ratio };
  const scale = Math.min(1, POSTER_LONG_SIDE / Math.max(crop.w, crop.h));
  return { width: Math.max(1, Math.round(crop.w * scale)), height: Math.max(1, Math.round(crop.h * scale)) };
}

/**
 * An uploaded image as a poster: turned upright (EXIF), cropped to the video's shape (`ratio`,
 * width ÷ height) from the centre, at most 720 px on its long side, as a JPEG without metadata,
 * the same kind of file as the posters ffmpeg makes. Throws when sharp cannot decode it.
 */
export async function croppedPoster(input: Buffer, ratio: number): Promise<Buffer> {
  const upright = await sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS })
    .rotate()
    .toBuffer({ resolveWithObject: true });
  const box = posterBox(upright.info.width, upright.info.height, ratio);
  return sharp(upright.data, { limitInputPixels: LIMIT_INPUT_PIXELS })
    .resize(box.width, box.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#000000' })
    .jpeg({ quality: 85 })
    .toBuffer();
}
