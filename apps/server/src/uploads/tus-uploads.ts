import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { ErrorBody } from '@promptreel/contract';

/** An error a tus hook throws; the tus server sends `body` with `status_code`. */
export interface TusHookError {
  status_code: number;
  body: string;
}

export const tusError = (status: number, body: ErrorBody): TusHookError => ({
  status_code: status,
  body: JSON.stringify(body),
});

export interface TusHooks {
  /** Before an upload is created: returns the owner's id to remember, or throws a TusHookError. */
  authorizeCreate(req: Request, upload: Upload): Promise<string>;
  /** Before any later request (PATCH, HEAD, DELETE) touching an upload: throws unless it is the owner's. */
  authorizeAccess(req: Request, ownerId: string | undefined): Promise<void>;
  /** When the last byte has arrived: returns the JSON body to answer with, or throws a TusHookError. */
  complete(req: Request, upload: Upload, filePath: string): Promise<string>;
  /** Turns the tus server's own errors (e.g. too large) into our error bodies. */
  mapError(err: { status_code: number; body: string }): { status_code: number; body: string };
}

/**
 * Resumable uploads (the tus protocol): the file streams to DATA_DIR/uploads-incoming in chunks;
 * a broken connection resumes from the last byte stored. Unfinished uploads expire after a day.
 */
export function createTusUploads(opts: { dataDir: string; path: string; maxSize: number; hooks: TusHooks }) {
  const directory = path.join(opts.dataDir, 'uploads-incoming');
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: 24 * 60 * 60 * 1000 });
  const server = new Server({
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
    ],
    async onUploadCreate(req, upload) {
      const ownerId = await opts.hooks.authorizeCreate(req, upload);
      return { metadata: { ...upload.metadata, ownerId } };
    },
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'POST') return;
      const upload = await store.getUpload(uploadId).catch(() => undefined);
      await opts.hooks.authorizeAccess(req, upload?.metadata?.ownerId ?? undefined);
    },
    async onUploadFinish(req, upload) {
      const filePath = path.join(directory, upload.id);
      try {
        const body = await opts.hooks.complete(req, upload, filePath);
        return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body };
      } finally {
        // Whether it became a video or was refused, the incoming copy has served its purpose.
        await store.remove(upload.id).catch(() => undefined);
      }
    },
    onResponseError(_req, err) {
      if ('status_code' in err) return opts.hooks.mapError(err);
      return undefined;
    },
  });

  const sweep = setInterval(() => store.deleteExpired().catch(() => 0), 60 * 60 * 1000);
  sweep.unref();

  return {
    server,
    store,
    directory,
    close: () => clearInterval(sweep),
  };
}

export type TusUploads = ReturnType<typeof createTusUploads>;
