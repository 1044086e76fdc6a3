import { BUCKETS, type Bucket, PUBLIC_BUCKETS, StorageKeyError } from './storage.js';

// Slash-separated segments of safe characters; no empty, '.' or '..' segment, no leading slash.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

/** A bucket /media may serve. */
export function isPublicBucket(value: string): value is (typeof PUBLIC_BUCKETS)[number] {
  return (PUBLIC_BUCKETS as readonly string[]).includes(value);
}

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && s !== '.' && s !== '..' && !s.includes('..'));
}

/**
 * The folder where a held video's files wait (video-files/held-videos.ts): never served, whatever the
 * rest of the key, so a held video's files are out of reach even to someone who guesses the key.
 */
export const HELD_FOLDER = 'held';
export const isHeldKey = (key: string) => key.startsWith(`${HELD_FOLDER}/`);
/** Where a held video's object `key` waits, in its random folder `prefix`. */
export const heldKey = (prefix: string, key: string) => `${HELD_FOLDER}/${prefix}/${key}`;
/** Where a banned creator's video files wait until the ban is lifted (never a random prefix: 22 characters). */
export const bannedKey = (key: string) => heldKey('banned', key);

/**
 * Where an image a creator uploaded as a poster waits for its 'make-poster' job (video-files/
 * chosen-posters.ts): never served, since only the copy the job makes of it (cropped, re-encoded,
 * its metadata such as a photo's location dropped) is for the public.
 */
export const POSTER_SOURCE_FOLDER = 'incoming';
export const isPosterSourceKey = (key: string) => key.startsWith(`${POSTER_SOURCE_FOLDER}/`);

/**
 * What the public may never fetch, kept apart from the public media (S3_PRIVATE_BUCKET, or
 * DATA_DIR/private on local disk): people's data ZIPs, held videos' files and uploaded poster images.
 */
export const isPrivateObject = (bucket: Bucket, key: string) =>
  bucket === 'exports' || (bucket === 'videos' && (isHeldKey(key) || isPosterSourceKey(key)));

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new StorageKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** 'My Great Video!' → 'my-great-video' (used in storage keys). */
export function slugify(text: string, max = 60): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug || 'video';
}

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
