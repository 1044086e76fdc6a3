import { createReadStream } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../config.js';
import { assertValidKey, contentTypeOf, isPrivateObject } from './keys.js';
import { type Bucket, type ByteRange, ObjectExistsError, type Storage, type StoredObject } from './storage.js';

export type S3StorageConfig = Extract<Config['storage'], { driver: 's3' }>;

/** Parts of a multipart upload: S3 wants at least 5 MiB; each is held in memory while it is sent. */
const PART_BYTES = 8 * 1024 * 1024;
/** Parts sent at once (so at most PART_BYTES × (QUEUE_SIZE + 1) of memory per upload). */
const QUEUE_SIZE = 2;

/** Drops the first `skip` bytes, then passes `length` bytes and ends (stopping the source). */
function exactly(skip: number, length: number) {
  return async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      const from = Math.min(skip, chunk.length);
      skip -= from;
      const part = chunk.subarray(from, from + length);
      length -= part.length;
      if (part.length > 0) yield part;
      if (length === 0) return;
    }
  };
}

const statusOf = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);
const isNotFound = (err: unknown) =>
  statusOf(err) === 404 || (err instanceof Error && ['NotFound', 'NoSuchKey'].includes(err.name));
/** A conditional write (If-None-Match: *) refused because the key exists. */
const isPreconditionFailed = (err: unknown) =>
  statusOf(err) === 412 || (err instanceof Error && err.name === 'PreconditionFailed');

/**
 * Objects in two S3-compatible buckets (AWS S3, MinIO, Cloudflare R2, Garage…) under
 * `{bucket}/{key}`, our bucket ('videos' | 'avatars' | 'exports') being the first segment of the
 * object key: what the public may fetch in S3_BUCKET, data ZIPs and held videos' files
 * (keys.ts#isPrivateObject) in S3_PRIVATE_BUCKET, which no public policy covers.
 * Writes stream through the AWS SDK's multipart Upload and never overwrite: the write is
 * conditional (If-None-Match: *) and, for servers that ignore that header, a HeadObject goes first.
 * There is no `open`: the media route answers from `stat` and a ranged `read` (two requests to S3).
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly privateBucket: string;
  private readonly publicBase?: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.privateBucket = config.privateBucket;
    this.publicBase = config.publicUrl;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where the API demands them: the SDK's default (CRC32 on every request and
      // response) is refused by several S3-compatible servers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** The S3 bucket and object key of our object. */
  private target(bucket: Bucket, key: string): { Bucket: string; Key: string } {
    assertValidKey(key);
    return { Bucket: isPrivateObject(bucket, key) ? this.privateBucket : this.bucket, Key: `${bucket}/${key}` };
  }

  private async upload(bucket: Bucket, key: string, body: Readable, contentType: string): Promise<StoredObject> {
    const target = this.target(bucket, key);
    const exists = () => new ObjectExistsError(`${bucket}/${key} already exists`);
    if (await this.stat(bucket, key)) {
      body.destroy();
      throw exists();
    }
    const upload = new Upload({
      client: this.client,
      params: { ...target, Body: body, ContentType: contentType, IfNoneMatch: '*' },
      partSize: PART_BYTES,
      queueSize: QUEUE_SIZE,
    });
    try {
      await upload.done();
    } catch (err) {
      if (isPreconditionFailed(err)) throw exists();
      throw err;
    } finally {
      body.destroy();
    }
    const stored = await this.stat(bucket, key);
    if (!stored) throw new Error(`${bucket}/${key} is missing right after it was stored`);
    return stored;
  }

  put(bucket: Bucket, key: string, body: Readable, opts: { contentType?: string } = {}): Promise<StoredObject> {
    return this.upload(bucket, key, body, opts.contentType ?? contentTypeOf(key));
  }

  /** Streams the local file up (multipart past PART_BYTES); nothing is copied on this machine. */
  async putFile(bucket: Bucket, key: string, source: string): Promise<StoredObject> {
    assertValidKey(key);
    return this.upload(bucket, key, createReadStream(source), contentTypeOf(key));
  }

  async stat(bucket: Bucket, key: string): Promise<StoredObject | null> {
    const target = this.target(bucket, key);
    try {
      const head = await this.client.send(new HeadObjectCommand(target));
      const etag = head.ETag ?? '';
      return {
        size: head.ContentLength ?? 0,
        lastModified: head.LastModified ?? new Date(0),
        // S3 sends it quoted, as HTTP wants; a server that does not gets it quoted here.
        etag: etag.startsWith('"') || etag.startsWith('W/') ? etag : `"${etag}"`,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /**
   * The object's bytes (or `range` of them) as a stream returned at once: the GetObject runs
   * behind it and feeds it, or destroys it with its error. Destroying the stream (the client went
   * away) aborts the request to S3. A range yields exactly its bytes even from a server that
   * answers with more (s3rver reads `bytes=0-0` as `bytes=0-`) or ignores Range altogether.
   */
  read(bucket: Bucket, key: string, range?: ByteRange): Readable {
    const target = this.target(bucket, key);
    const out = new PassThrough();
    const abort = new AbortController();
    out.once('close', () => abort.abort());
    this.client
      .send(
        new GetObjectCommand({
          ...target,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
        { abortSignal: abort.signal },
      )
      .then(async (answer) => {
        const body = answer.Body as Readable | undefined;
        if (!body) throw new Error(`no body for ${bucket}/${key}`);
        if (out.destroyed) return body.destroy();
        if (!range) return pipeline(body, out);
        // Where the answer starts: its Content-Range, or the object's first byte without one.
        const from = Number(/^bytes (\d+)-/.exec(answer.ContentRange ?? '')?.[1] ?? 0);
        await pipeline(body, exactly(range.start - from, range.end - range.start + 1), out);
      })
      .catch((err: unknown) => {
        if (!out.destroyed) out.destroy(err as Error);
      });
    return out;
  }

  async delete(bucket: Bucket, key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.target(bucket, key)));
  }

  /**
   * `/media/…`, which this app serves from the bucket (with Range, as for local files); with
   * S3_PUBLIC_URL, that base instead, so browsers fetch from the bucket or its CDN directly.
   */
  publicPath(bucket: Bucket, key: string): string {
    return this.publicBase ? `${this.publicBase}/${bucket}/${key}` : `/media/${bucket}/${key}`;
  }

  /** Resolves when both buckets answer and these credentials may use them. */
  async ping(): Promise<void> {
    for (const Bucket of [this.bucket, this.privateBucket]) await this.client.send(new HeadBucketCommand({ Bucket }));
  }

  /** Closes the SDK's kept-alive connections. */
  close(): void {
    this.client.destroy();
  }
}
