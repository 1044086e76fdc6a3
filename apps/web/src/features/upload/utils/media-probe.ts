import type { Orientation } from '@promptreel/contract';
import { looksLikeMp4, orientationOf } from './upload-validation';

/** JPEG quality of the browser-made poster. */
export const THUMBNAIL_QUALITY = 0.85;
/** Where the poster frame is taken (spec: near 0.1 s). */
export const THUMBNAIL_AT_SECONDS = 0.1;
/** The server scales posters to fit 720 px; there is no point sending more. */
const THUMBNAIL_MAX_SIDE = 720;
const PROBE_TIMEOUT_MS = 8000;

export interface VideoProbe {
  width: number | null;
  height: number | null;
  orientation: Orientation | null;
  durationSeconds: number | null;
  thumbnail: Blob | null;
}

const EMPTY: VideoProbe = { width: null, height: null, orientation: null, durationSeconds: null, thumbnail: null };

/** Reads the first bytes of a file, to see whether it is an MP4 at all. */
export async function readsAsMp4(file: Blob): Promise<boolean> {
  try {
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    return looksLikeMp4(head);
  } catch {
    return false;
  }
}

function once(target: HTMLVideoElement, event: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => finish(new Error(`timeout waiting for ${event}`)), timeoutMs);
    const onEvent = () => finish();
    const onError = () => finish(new Error('media error'));
    function finish(error?: Error) {
      window.clearTimeout(timer);
      target.removeEventListener(event, onEvent);
      target.removeEventListener('error', onError);
      if (error) reject(error);
      else resolve();
    }
    target.addEventListener(event, onEvent);
    target.addEventListener('error', onError);
  });
}

function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const scale = Math.min(1, THUMBNAIL_MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
  canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', THUMBNAIL_QUALITY));
}

/**
 * Loads the chosen file in a detached <video>: its size gives the orientation (0.95–1.05 is square)
 * and the frame near 0.1 s becomes a JPEG poster. Any failure is silent (spec): the fields stay null
 * and the server works out both itself.
 */
export async function probeVideo(file: Blob, timeoutMs = PROBE_TIMEOUT_MS): Promise<VideoProbe> {
  if (typeof document === 'undefined') return EMPTY;
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const metadata = once(video, 'loadedmetadata', timeoutMs);
    video.src = url;
    await metadata;
    const width = video.videoWidth || null;
    const height = video.videoHeight || null;
    const orientation = width && height ? orientationOf(width, height) : null;
    const durationSeconds = Number.isFinite(video.duration) ? video.duration : null;
    let thumbnail: Blob | null = null;
    if (width && height) {
      try {
        const seeked = once(video, 'seeked', timeoutMs);
        video.currentTime = Math.min(THUMBNAIL_AT_SECONDS, (durationSeconds ?? 1) / 2);
        await seeked;
        if (video.readyState < 2) await once(video, 'loadeddata', timeoutMs);
        thumbnail = await captureFrame(video);
      } catch {
        thumbnail = null;
      }
    }
    return { width, height, orientation, durationSeconds, thumbnail };
  } catch {
    return EMPTY;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
