import type { Readable } from 'node:stream';

export const BUCKETS = ['videos', 'avatars', 'exports'] as const;
/** The buckets /media serves; 'exports' (people's data ZIPs) is only ever sent to its owner. */
export const PUBLIC_BUCKETS = ['videos', 'avatars'] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface StoredObject {
  size: number;
  lastModified: Date;
  /** Strong validator derived from size and modification time. */
  etag: string;
}

/** Bytes of a stored object, valid until `release` is called. */
export interface Chunk {
  bytes: Buffer;
  /** Gives a lent buffer back for reuse: call it once, when nothing will read `bytes` again. */
  release(): void;
}

/** A stored object opened once: its description and its bytes come from the same open file. */
export interface OpenedObject extends StoredObject {
  /** Up to `length` bytes from `position` (fewer at a block's end; none past the file's end). */
  bytesAt(position: number, length: number): Promise<Chunk>;
  /** Must be called once the object is no longer needed, whatever happened. */
  close(): Promise<void>;
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
  /** Optional: a finished file on this machine stored without copying its bytes when the driver can. */
  putFile?(bucket: Bucket, key: string, source: string): Promise<StoredObject>;
  stat(bucket: Bucket, key: string): Promise<StoredObject | null>;
  read(bucket: Bucket, key: string, range?: ByteRange): Readable;
  /**
   * Optional, for drivers whose objects are files on this machine: the object opened (null when
   * missing), so the media route reads it into buffers it reuses instead of a stream's new ones.
   */
  open?(bucket: Bucket, key: string): Promise<OpenedObject | null>;
  /**
   * Optional, for drivers whose objects are files on this machine: the object's path, for tools
   * that read a file by name (ffmpeg, the MP4 probe) without copying it first. Never to be written.
   */
  localFile?(bucket: Bucket, key: string): string;
  delete(bucket: Bucket, key: string): Promise<void>;
  /**
   * Where browsers fetch the object: the API's `/media/…` path, or with the S3 driver and
   * S3_PUBLIC_URL an absolute URL in the public bucket or its CDN.
   */
  publicPath(bucket: Bucket, key: string): string;
  /**
   * Resolves when the storage answers (local: its folder can be written; S3: HeadBucket succeeds
   * with these credentials), rejects otherwise: for readiness checks.
   */
  ping(): Promise<void>;
}

export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
}

export class ObjectExistsError extends Error {
  override name = 'ObjectExistsError';
}
