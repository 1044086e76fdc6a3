import type { Readable } from 'node:stream';

export const BUCKETS = ['videos', 'avatars'] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface StoredObject {
  size: number;
  lastModified: Date;
  /** Strong validator derived from size and modification time. */
  etag: string;
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP. */
  end: number;
}

/**
 * Where files live. Keys are validated by every driver (see keys.ts) so none can leave its bucket.
 * `put` streams and refuses to overwrite: storage keys carry a timestamp and are never reused.
 */
export interface Storage {
  put(bucket: Bucket, key: string, body: Readable, opts?: { contentType?: string }): Promise<StoredObject>;
  stat(bucket: Bucket, key: string): Promise<StoredObject | null>;
  read(bucket: Bucket, key: string, range?: ByteRange): Readable;
  delete(bucket: Bucket, key: string): Promise<void>;
  /** URL path under which the API serves the object. */
  publicPath(bucket: Bucket, key: string): string;
}

export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
}

export class ObjectExistsError extends Error {
  override name = 'ObjectExistsError';
}
