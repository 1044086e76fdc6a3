import {
  MESSAGES,
  UPLOADED_VIDEO_HEADER,
  UPLOADS_PATH,
  UPLOAD_MESSAGES,
  errorBodySchema,
  uploadedVideoIdOf,
} from '@promptreel/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as tus from 'tus-js-client';
import { env } from '../../../config/env';

/** tus chunk size: a dropped connection costs at most this much again. */
export const CHUNK_SIZE = 5 * 1024 * 1024;
/** tus-js-client's own retries of a failed request (ms before each). */
const RETRY_DELAYS = [0, 1000, 3000, 5000];
/** After tus gives up while the browser still says it is online: our extra rounds, and their pause. */
const MAX_RESUME_ROUNDS = 3;
const RESUME_PAUSE_MS = 3000;

const NETWORK_MESSAGE = 'Could not reach Promptreel. Check your connection and try again.';

export interface UploadProgress {
  /** Bytes the server has (or is receiving), and the file's size. */
  sent: number;
  total: number;
  /** The connection dropped; waiting to resume. */
  reconnecting: boolean;
  /** Every byte is there; the server is checking the file and making the video. */
  processing: boolean;
  /** Started from an earlier, unfinished upload of the same file (e.g. a closed tab). */
  resumed: boolean;
}

/** The video the server made of a finished upload. */
export interface UploadedVideo {
  id: number;
}

export type UploadOutcome =
  | { ok: true; result: UploadedVideo }
  | { ok: false; cancelled: true }
  | { ok: false; cancelled?: false; status: number; message: string };

export type UploadMetadata = Record<'title' | 'description' | 'prompt' | 'platformId' | 'categoryId', string> &
  Partial<Record<'orientation' | 'filename' | 'filetype', string>>;

/** The fields that decide what the video becomes: an earlier upload is resumed only if they match. */
const MATCHED_FIELDS = ['title', 'description', 'prompt', 'platformId', 'categoryId'] as const;

function statusOf(error: unknown): number {
  const response = (error as tus.DetailedError | undefined)?.originalResponse;
  return response ? response.getStatus() : 0;
}

/** A dropped connection or a gateway hiccup: worth resuming. Our own 4xx/5xx answers are final. */
function isTransient(error: unknown): boolean {
  const status = statusOf(error);
  return status === 0 || status === 409 || status === 423 || status === 502 || status === 503 || status === 504;
}

/** The server's `{ code, message }` body, in the spec's words; a fallback by status otherwise. */
function messageOf(error: unknown): string {
  const status = statusOf(error);
  const response = (error as tus.DetailedError | undefined)?.originalResponse;
  if (response) {
    try {
      const parsed = errorBodySchema.safeParse(JSON.parse(response.getBody()));
      if (parsed.success) return parsed.data.message;
    } catch {
      // Not our JSON (a proxy's page, or tus's own plain text): fall back below.
    }
  }
  if (status === 401) return UPLOAD_MESSAGES.logInToUpload;
  if (status === 413) return UPLOAD_MESSAGES.tooLarge;
  if (status === 429) return UPLOAD_MESSAGES.dailyLimit;
  if (status === 0) return NETWORK_MESSAGE;
  if (status >= 500) return MESSAGES.internal;
  return UPLOAD_MESSAGES.unexpected;
}

const IDLE: UploadProgress = { sent: 0, total: 0, reconnecting: false, processing: false, resumed: false };

/**
 * A resumable upload (the tus protocol) of one file at a time, with progress, Cancel, and resumption:
 * tus retries a failed chunk itself; when the browser goes offline the upload pauses and continues
 * from the server's offset once it is back; a closed tab resumes on the next try with the same file
 * and the same details (the upload URL is remembered in localStorage until it succeeds).
 */
export function useResumableUpload() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const current = useRef<{ upload: tus.Upload; settle: (outcome: UploadOutcome) => void } | null>(null);
  const cleanup = useRef<(() => void) | null>(null);

  const finish = useCallback(() => {
    cleanup.current?.();
    cleanup.current = null;
    current.current = null;
  }, []);

  // Leaving the page mid-upload keeps what was sent: the same file resumes next time.
  useEffect(
    () => () => {
      const active = current.current;
      finish();
      if (active) void active.upload.abort(false).catch(() => undefined);
    },
    [finish],
  );

  const start = useCallback(
    (file: File, metadata: UploadMetadata): Promise<UploadOutcome> =>
      new Promise<UploadOutcome>((resolve) => {
        let settled = false;
        let rounds = 0;
        let pauseTimer: number | undefined;
        let paused = false;

        const settle = (outcome: UploadOutcome) => {
          if (settled) return;
          settled = true;
          window.clearTimeout(pauseTimer);
          finish();
          setProgress(null);
          resolve(outcome);
        };

        const update = (patch: Partial<UploadProgress>) =>
          setProgress((p) => ({ ...(p ?? { ...IDLE, total: file.size }), ...patch }));

        const resume = () => {
          if (settled) return;
          paused = false;
          window.clearTimeout(pauseTimer);
          upload.start();
        };

        /** Stop sending until the connection is back (or for a short pause), then carry on. */
        const pause = () => {
          if (settled || paused) return;
          paused = true;
          update({ reconnecting: true, processing: false });
          void upload.abort(false).catch(() => undefined);
          if (navigator.onLine) {
            window.clearTimeout(pauseTimer);
            pauseTimer = window.setTimeout(resume, RESUME_PAUSE_MS);
          }
          // Offline: the 'online' listener below resumes.
        };

        const upload = new tus.Upload(file, {
          endpoint: `${env.apiBaseUrl}${UPLOADS_PATH}`,
          chunkSize: CHUNK_SIZE,
          retryDelays: RETRY_DELAYS,
          storeFingerprintForResuming: true,
          removeFingerprintOnSuccess: true,
          metadata,
          onProgress: (sent, total) => {
            rounds = 0;
            update({ sent, total, reconnecting: false, processing: sent >= total && total > 0 });
          },
          onShouldRetry: (error) => {
            const retry = isTransient(error) && navigator.onLine;
            if (retry) update({ reconnecting: true });
            return retry;
          },
          onError: (error) => {
            if (settled) return;
            if (isTransient(error) && rounds < MAX_RESUME_ROUNDS) {
              if (navigator.onLine) rounds += 1;
              pause();
              return;
            }
            settle({ ok: false, status: statusOf(error), message: messageOf(error) });
          },
          onSuccess: ({ lastResponse }) => {
            // tus 1.0: the final PATCH answers 204 with no body; the new video's address is a header.
            const id = uploadedVideoIdOf(lastResponse.getHeader(UPLOADED_VIDEO_HEADER));
            if (id !== null) settle({ ok: true, result: { id } });
            else settle({ ok: false, status: lastResponse.getStatus(), message: UPLOAD_MESSAGES.couldNotSave });
          },
        });

        const onOffline = () => pause();
        const onOnline = () => {
          if (paused) resume();
        };
        window.addEventListener('offline', onOffline);
        window.addEventListener('online', onOnline);
        cleanup.current = () => {
          window.removeEventListener('offline', onOffline);
          window.removeEventListener('online', onOnline);
          window.clearTimeout(pauseTimer);
        };
        current.current = { upload, settle };
        setProgress({ ...IDLE, total: file.size });

        void (async () => {
          try {
            const previous = await upload.findPreviousUploads();
            const match = previous.find((p) =>
              MATCHED_FIELDS.every((field) => (p.metadata[field] ?? '') === (metadata[field] ?? '')),
            );
            if (match) {
              upload.resumeFromPreviousUpload(match);
              update({ resumed: true });
            }
          } catch {
            // No storage: start afresh.
          }
          if (settled) return;
          if (!navigator.onLine) pause();
          else upload.start();
        })();
      }),
    [finish],
  );

  /** Stops the upload and deletes what the server holds of it. */
  const cancel = useCallback(async () => {
    const active = current.current;
    if (!active) return;
    active.settle({ ok: false, cancelled: true });
    await active.upload.abort(true).catch(() => undefined);
  }, []);

  return { progress, start, cancel };
}
