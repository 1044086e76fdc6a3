import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { ERRORS, isPathInsideDirectory } from '@tus/utils';
import { type ErrorBody, UPLOADED_POSTER_HEADER, UPLOADED_VIDEO_HEADER, uploadedVideoPath } from '@promptreel/contract';
import { receivePatchBodiesFromNode } from './node-patch-body.js';

/** An error a tus hook throws; the tus server sends `body` with `status_code`. */
export interface TusHookError {
  status_code: number;
  body: string;
}

export const tusError = (status: number, body: ErrorBody): TusHookError => ({
  status_code: status,
  body: JSON.stringify(body),
});

/** A refusal put in the language of the request it answers (TusHooks.inRequestLanguage). */
type Translate = (body: ErrorBody) => ErrorBody;

/**
 * The translation for the tus request being answered: the library writes its answers without the
 * request at hand, so `handle` keeps it here for `write`.
 */
const answerLanguage = new AsyncLocalStorage<Translate>();

/** A refusal's JSON body in the language of the request it answers. */
function translated(body: string): string {
  const translate = answerLanguage.getStore();
  if (!translate) return body;
  try {
    return JSON.stringify(translate(JSON.parse(body) as ErrorBody));
  } catch {
    return body;
  }
}

/** The one protocol version this server speaks (tus 1.0). */
const TUS_VERSION = '1.0.0';
const CHUNK_TYPE = 'application/offset+octet-stream';

export interface TusHooks {
  /** Before an upload is created: returns the owner's id to remember, or throws a TusHookError. */
  authorizeCreate(req: Request, upload: Upload): Promise<string>;
  /** Before any later request (PATCH, HEAD, DELETE) touching an upload: throws unless it is the owner's. */
  authorizeAccess(req: Request, ownerId: string | undefined): Promise<void>;
  /**
   * When the last byte has arrived: returns the new video's id and the poster the server made of it
   * (null when none), or throws a TusHookError.
   */
  complete(req: Request, upload: Upload, filePath: string): Promise<{ id: number; posterUrl: string | null }>;
  /**
   * The upload's first FIRST_BYTES are in its file: checks of a file's start may begin on them
   * (tus only appends, so stored bytes never change). Told once, and only for uploads longer than that.
   */
  firstBytes(uploadId: string, filePath: string): void;
  /** The upload ended without becoming a video (refused, cancelled): what it held is free again. */
  released(uploadId: string): Promise<void>;
  /** Unfinished uploads past their expiry have been deleted from disk. */
  expired(): Promise<void>;
  /** Turns the tus server's own refusals (plain text, e.g. too large) into our error bodies. */
  mapError(err: { status_code: number; body: string }): { status_code: number; body: string };
  /** A failure that is no refusal (a bug, a disk error): logs it and says what to answer. */
  unexpected(err: Error): { status_code: number; body: string };
  /** How a refusal reads in the language of `req` (every error body is put through it). */
  inRequestLanguage(req: IncomingMessage): (body: ErrorBody) => ErrorBody;
}

/**
 * Every answer of the tus server goes through `write` (its own refusals, and errors thrown by the
 * handlers and our hooks): a refusal that is not yet in our `{ code, message }` shape is mapped
 * there, so no plain-text or 5xx answer escapes for a client's mistake.
 */
class OurTusServer extends Server {
  constructor(
    options: ConstructorParameters<typeof Server>[0],
    private readonly mapError: TusHooks['mapError'],
  ) {
    super(options);
    receivePatchBodiesFromNode(this);
  }

  override async write(...[context, headers, status, body]: Parameters<Server['write']>) {
    if (status < 400) return super.write(context, headers, status, body);
    const mapped = body?.startsWith('{')
      ? { status_code: status, body }
      : this.mapError({ status_code: status, body: body ?? '' });
    headers.set('Content-Type', 'application/json');
    if (mapped.status_code === 412) headers.set('Tus-Version', TUS_VERSION);
    return super.write(context, headers, mapped.status_code, translated(mapped.body));
  }
}

/**
 * The library's file store, writing with a deeper queue. Its own write streams each chunk through an
 * fs.WriteStream whose 16 KiB high-water mark makes every 64 KiB socket read wait for the disk before
 * the next is read; with 1 MiB queued, reading the socket and writing the file overlap (`npm run bench
 * upload`: 100 MB in 2.7× a plain disk write before, see docs/performance.md for after). It also tells how many
 * bytes each write (one PATCH, or a POST's body) stored, for the metrics.
 */
class DiskStore extends FileStore {
  constructor(
    directory: string,
    expiryMs: number,
    private readonly onFirstBytes: (fileId: string, filePath: string) => void,
    private readonly onBytesStored?: (bytes: number) => void,
  ) {
    super({ directory, expirationPeriodInMilliseconds: expiryMs });
  }

  override async write(...[readable, fileId, offset]: Parameters<FileStore['write']>) {
    const filePath = path.join(this.directory, fileId);
    if (!isPathInsideDirectory(this.directory, filePath)) throw ERRORS.FILE_NOT_FOUND;
    const handle = await open(filePath, 'r+');
    let received = 0;
    let unsynced = 0;
    let syncing: Promise<void> | undefined;
    let toldFirstBytes = offset >= FIRST_BYTES;
    const onFirstBytes = () => this.onFirstBytes(fileId, filePath);
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        // Counted once written (the file's own count), not once read: a check must find them there.
        if (!toldFirstBytes && offset + file.bytesWritten >= FIRST_BYTES) {
          toldFirstBytes = true;
          onFirstBytes();
        }
        received += chunk.length;
        unsynced += chunk.length;
        if (unsynced >= SYNC_EVERY_BYTES && !syncing) {
          unsynced = 0;
          syncing = handle
            .datasync()
            .catch(() => undefined)
            .finally(() => (syncing = undefined));
        }
        callback(null, chunk);
      },
    });
    // Closing a FileHandle waits for its pending datasync.
    const file = createWriteStream('', { fd: handle, start: offset, highWaterMark: WRITE_QUEUE_BYTES });
    try {
      await pipeline(readable, counter, file);
    } catch {
      // As the library does: the bytes that reached the file count (a HEAD reads its size).
      throw ERRORS.FILE_WRITE_ERROR;
    } finally {
      await syncing;
    }
    this.onBytesStored?.(received);
    return offset + received;
  }
}

const WRITE_QUEUE_BYTES = 1024 * 1024;
/** Enough for a fast-start MP4's index and first frames: the upload's first-frame check starts then. */
export const FIRST_BYTES = 8 * 1024 * 1024;
const SYNC_EVERY_BYTES = 8 * 1024 * 1024;

/**
 * tus 1.0 rules the library bends: another Tus-Resumable is answered with 400 (the spec says 412
 * with Tus-Version), and a PATCH of another Content-Type with 400 or 403 (it is a 415).
 */
function protocolRefusal(req: IncomingMessage): { status: number; body: ErrorBody } | null {
  if (req.method === 'OPTIONS') return null;
  if (req.headers['tus-resumable'] !== TUS_VERSION)
    return {
      status: 412,
      body: { code: 'precondition_failed', message: `Tus-Resumable ${TUS_VERSION} is required` },
    };
  if (req.method === 'PATCH' && req.headers['content-type'] !== CHUNK_TYPE)
    return { status: 415, body: { code: 'unsupported_media_type', message: `Upload chunks must be ${CHUNK_TYPE}` } };
  return null;
}

/**
 * Resumable uploads (the tus protocol): the file streams to DATA_DIR/uploads-incoming in chunks;
 * a broken connection resumes from the last byte stored. Unfinished uploads expire after `expiryMs`.
 * The final PATCH answers 204 with the new video's address in the Promptreel-Video header, and the
 * poster the server made in Promptreel-Poster.
 */
export function createTusUploads(opts: {
  dataDir: string;
  path: string;
  maxSize: number;
  expiryMs: number;
  hooks: TusHooks;
  /** Told the bytes of each chunk written to disk (the metrics' upload_bytes_total); unset, nothing counts. */
  onBytesStored?: (bytes: number) => void;
}) {
  const directory = path.join(opts.dataDir, 'uploads-incoming');
  const store = new DiskStore(
    directory,
    opts.expiryMs,
    (id, filePath) => opts.hooks.firstBytes(id, filePath),
    opts.onBytesStored,
  );
  const server = new OurTusServer(
    {
      path: opts.path,
      datastore: store,
      maxSize: opts.maxSize,
      relativeLocation: true,
      respectForwardedHeaders: false,
      exposedHeaders: [
        'Upload-Offset',
        'Location',
        'Upload-Length',
        'Tus-Version',
        'Tus-Resumable',
        'Tus-Max-Size',
        'Tus-Extension',
        'Upload-Metadata',
        UPLOADED_VIDEO_HEADER,
        UPLOADED_POSTER_HEADER,
      ],
      async onUploadCreate(req, upload) {
        const ownerId = await opts.hooks.authorizeCreate(req, upload);
        return { metadata: { ...upload.metadata, ownerId } };
      },
      async onIncomingRequest(req, uploadId) {
        if (req.method === 'POST') return;
        const upload = await store.getUpload(uploadId).catch(() => undefined);
        await opts.hooks.authorizeAccess(req, upload?.metadata?.ownerId ?? undefined);
        // A cancelled upload frees its slot before its file goes: should removing the file fail,
        // the expiry sweep deletes it, and the owner is not held up meanwhile.
        if (req.method === 'DELETE') await opts.hooks.released(uploadId);
      },
      async onUploadFinish(req, upload) {
        const filePath = path.join(directory, upload.id);
        try {
          const { id, posterUrl } = await opts.hooks.complete(req, upload, filePath);
          // No status or body: the library answers a PATCH with tus's 204 (a POST with 201).
          // The poster's address lets the browser skip sending its own when the server made one.
          return {
            headers: {
              [UPLOADED_VIDEO_HEADER]: uploadedVideoPath(id),
              ...(posterUrl ? { [UPLOADED_POSTER_HEADER]: posterUrl } : {}),
            },
          };
        } finally {
          // Whether it became a video or was refused, the incoming copy has served its purpose.
          await store.remove(upload.id).catch(() => undefined);
          await opts.hooks.released(upload.id).catch(() => undefined);
        }
      },
      onResponseError(_req, err) {
        return 'status_code' in err ? undefined : opts.hooks.unexpected(err);
      },
    },
    opts.hooks.mapError,
  );

  const sweep = setInterval(
    () =>
      void store
        .deleteExpired()
        .catch(() => 0)
        .then(() => opts.hooks.expired())
        .catch(() => undefined),
    60 * 60 * 1000,
  );
  sweep.unref();

  /** Serves one tus request on the raw Node request and response. */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const translate = opts.hooks.inRequestLanguage(req);
    const refusal = protocolRefusal(req);
    if (refusal) {
      res.writeHead(refusal.status, {
        'Content-Type': 'application/json',
        'Tus-Resumable': TUS_VERSION,
        ...(refusal.status === 412 ? { 'Tus-Version': TUS_VERSION } : {}),
      });
      res.end(JSON.stringify(translate(refusal.body)));
      return;
    }
    await answerLanguage.run(translate, () => server.handle(req, res));
  }

  return {
    server,
    store,
    directory,
    handle,
    close: () => clearInterval(sweep),
  };
}
