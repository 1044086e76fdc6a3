import {
  UPLOADED_POSTER_HEADER,
  UPLOADED_VIDEO_HEADER,
  errorBodySchema,
  uploadedVideoIdOf,
} from '@promptreel/contract';
import * as tus from 'tus-js-client';
import { t } from '../../../lib/i18n';
import { networkMessage, uploadMessage } from './upload-texts';

/*
 * One resumable upload (the tus protocol) as plain TypeScript: what to do when a chunk fails, the
 * connection drops or comes back, and what the server's answers mean. No React here, so the rules
 * can be tested in Node with a stand-in for tus-js-client.
 */

/** tus chunk size: a dropped connection costs at most this much again. */
export const CHUNK_SIZE = 5 * 1024 * 1024;
/** tus-js-client's own retries of a failed request (ms before each). */
export const RETRY_DELAYS = [0, 1000, 3000, 5000];
/** After tus gives up while the browser still says it is online: our extra rounds, and their pause. */
export const MAX_RESUME_ROUNDS = 3;
export const RESUME_PAUSE_MS = 3000;

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
  /** The poster the server made; null when it could not, so the browser's own is wanted. */
  posterUrl: string | null;
}

export type UploadOutcome =
  | { ok: true; result: UploadedVideo }
  | { ok: false; cancelled: true }
  | { ok: false; cancelled?: false; status: number; message: string };

export type UploadMetadata = Record<'title' | 'description' | 'prompt' | 'platformId' | 'categoryId', string> &
  Partial<
    Record<
      'orientation' | 'filename' | 'filetype' | 'allowRemixes' | 'sensitive' | 'remixOf' | 'visibility' | 'publishAt',
      string
    >
  >;

/** The fields that decide what the video becomes: an earlier upload is resumed only if they match. */
const MATCHED_FIELDS = [
  'title',
  'description',
  'prompt',
  'platformId',
  'categoryId',
  'allowRemixes',
  'sensitive',
  'remixOf',
  'visibility',
  'publishAt',
] as const;

/** The part of tus-js-client's Upload this module uses, so tests can hand in their own. */
export interface TusUploadLike {
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
  findPreviousUploads(): Promise<tus.PreviousUpload[]>;
  resumeFromPreviousUpload(previous: tus.PreviousUpload): void;
}

export type TusUploadConstructor = new (file: Blob, options: tus.UploadOptions) => TusUploadLike;

/** What the session needs from its surroundings; the browser's by default. */
export interface TusSessionEnvironment {
  Upload: TusUploadConstructor;
  isOnline: () => boolean;
  /** Listens for the connection going and coming back; returns what stops listening. */
  watchConnection: (onOffline: () => void, onOnline: () => void) => () => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

const browserEnvironment: TusSessionEnvironment = {
  Upload: tus.Upload,
  isOnline: () => globalThis.navigator?.onLine ?? true,
  watchConnection(onOffline, onOnline) {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  },
  setTimer: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimer: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
};

function statusOf(error: unknown): number {
  const response = (error as tus.DetailedError | undefined)?.originalResponse;
  return response ? response.getStatus() : 0;
}

/** A dropped connection or a gateway hiccup: worth resuming. Our own 4xx/5xx answers are final. */
export function isTransient(error: unknown): boolean {
  const status = statusOf(error);
  return status === 0 || status === 409 || status === 423 || status === 502 || status === 503 || status === 504;
}

/**
 * The server's `{ code, message }` body, in the spec's words (in the page's language when the form
 * knows them); a fallback by status otherwise.
 */
export function messageOf(error: unknown): string {
  const status = statusOf(error);
  const response = (error as tus.DetailedError | undefined)?.originalResponse;
  if (response) {
    try {
      const parsed = errorBodySchema.safeParse(JSON.parse(response.getBody()));
      if (parsed.success) return uploadMessage(parsed.data.message);
    } catch {
      // Not our JSON (a proxy's page, or tus's own plain text): fall back below.
    }
  }
  if (status === 401) return t('upload.logInToUpload');
  if (status === 413) return t('upload.tooLarge');
  if (status === 429) return t('upload.dailyLimit');
  if (status === 0) return networkMessage();
  if (status >= 500) return t('upload.internal');
  return t('upload.unexpected');
}

export interface TusSession {
  /** Settles once: the new video, a refusal, or the user's Cancel. */
  readonly outcome: Promise<UploadOutcome>;
  /** Stops sending until `resume` (or the connection's return); what the server holds stays. */
  pause(): void;
  /** Carries on from the server's offset. */
  resume(): void;
  /** Stops the upload and deletes what the server holds of it. */
  cancel(): Promise<void>;
  /** The page goes away: stop sending but keep what was sent, so the same file resumes next time. */
  abandon(): void;
}

/**
 * Starts a resumable upload of `file`: tus retries a failed chunk itself; when it gives up on a
 * transient failure, or the browser goes offline, the upload pauses and continues from the server's
 * offset (after a short pause, or once the connection is back); an earlier unfinished upload of the
 * same file with the same details is resumed (its URL is remembered until it succeeds).
 */
export function startTusSession(options: {
  endpoint: string;
  file: Blob;
  metadata: UploadMetadata;
  onProgress: (progress: UploadProgress) => void;
  environment?: Partial<TusSessionEnvironment>;
}): TusSession {
  const { file, metadata } = options;
  const environment = { ...browserEnvironment, ...options.environment };
  let settled = false;
  let rounds = 0;
  let paused = false;
  let pauseTimer: unknown;
  let progress: UploadProgress = { sent: 0, total: file.size, reconnecting: false, processing: false, resumed: false };
  let resolveOutcome: (outcome: UploadOutcome) => void = () => undefined;
  const outcome = new Promise<UploadOutcome>((resolve) => (resolveOutcome = resolve));

  const update = (patch: Partial<UploadProgress>) => {
    if (settled) return;
    progress = { ...progress, ...patch };
    options.onProgress(progress);
  };

  const stopWatching = () => {
    environment.clearTimer(pauseTimer);
    unwatch();
  };

  const settle = (result: UploadOutcome) => {
    if (settled) return;
    settled = true;
    stopWatching();
    resolveOutcome(result);
  };

  const resume = () => {
    if (settled) return;
    paused = false;
    environment.clearTimer(pauseTimer);
    upload.start();
  };

  const pause = () => {
    if (settled || paused) return;
    paused = true;
    update({ reconnecting: true, processing: false });
    void upload.abort(false).catch(() => undefined);
    if (environment.isOnline()) {
      environment.clearTimer(pauseTimer);
      pauseTimer = environment.setTimer(resume, RESUME_PAUSE_MS);
    }
    // Offline: the connection's return resumes.
  };

  const upload = new environment.Upload(file, {
    endpoint: options.endpoint,
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
      const retry = isTransient(error) && environment.isOnline();
      if (retry) update({ reconnecting: true });
      return retry;
    },
    onError: (error) => {
      if (settled) return;
      if (isTransient(error) && rounds < MAX_RESUME_ROUNDS) {
        if (environment.isOnline()) rounds += 1;
        pause();
        return;
      }
      settle({ ok: false, status: statusOf(error), message: messageOf(error) });
    },
    onSuccess: ({ lastResponse }) => {
      // tus 1.0: the final PATCH answers 204 with no body; the new video's address is a header.
      const id = uploadedVideoIdOf(lastResponse.getHeader(UPLOADED_VIDEO_HEADER));
      // Every byte has arrived, whether or not the last progress event came before the answer did.
      update({ sent: file.size, total: file.size, reconnecting: false, processing: true });
      if (id !== null)
        settle({ ok: true, result: { id, posterUrl: lastResponse.getHeader(UPLOADED_POSTER_HEADER) || null } });
      else settle({ ok: false, status: lastResponse.getStatus(), message: t('upload.couldNotSave') });
    },
  });

  const unwatch = environment.watchConnection(
    () => pause(),
    () => {
      if (paused) resume();
    },
  );
  options.onProgress(progress);

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
    if (!environment.isOnline()) pause();
    else upload.start();
  })();

  return {
    outcome,
    pause,
    resume,
    async cancel() {
      if (settled) return;
      settle({ ok: false, cancelled: true });
      await upload.abort(true).catch(() => undefined);
    },
    abandon() {
      if (settled) return;
      // Never settles: nobody is left to hear the outcome.
      settled = true;
      stopWatching();
      void upload.abort(false).catch(() => undefined);
    },
  };
}
