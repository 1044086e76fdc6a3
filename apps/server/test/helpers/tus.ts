import fs from 'node:fs';
import { UPLOADED_VIDEO_HEADER, uploadedVideoIdOf } from '@promptreel/contract';
import * as tus from 'tus-js-client';

export interface TusResult {
  status: number;
  body: any;
  url: string | null;
  /** The new video's id, from the final answer's Promptreel-Video header (null when refused). */
  videoId: number | null;
}

/**
 * Uploads a file with the real tus client, as the browser does. Resolves with the final response
 * (or the refusal) instead of throwing, so tests can assert on either.
 */
export function tusUpload(
  endpoint: string,
  file: string,
  metadata: Record<string, string>,
  opts: {
    headers?: Record<string, string>;
    chunkSize?: number;
    uploadUrl?: string;
    abortAfterBytes?: number;
    /** Called with the first progress figure (bytes of the whole file sent so far). */
    onFirstProgress?: (sent: number) => void;
  } = {},
): Promise<TusResult & { aborted?: boolean }> {
  return new Promise((resolve) => {
    const size = fs.statSync(file).size;
    const upload: tus.Upload = new tus.Upload(fs.createReadStream(file), {
      endpoint,
      uploadUrl: opts.uploadUrl,
      uploadSize: size,
      metadata,
      headers: opts.headers,
      chunkSize: opts.chunkSize ?? Infinity,
      retryDelays: [],
      storeFingerprintForResuming: false,
      onProgress(sent) {
        opts.onFirstProgress?.(sent);
        opts.onFirstProgress = undefined;
        if (opts.abortAfterBytes !== undefined && sent >= opts.abortAfterBytes) {
          void upload
            .abort()
            .then(() => resolve({ status: 0, body: null, url: upload.url, videoId: null, aborted: true }));
          opts.abortAfterBytes = undefined;
        }
      },
      onSuccess(payload) {
        const res = payload.lastResponse;
        const text = res.getBody();
        resolve({
          status: res.getStatus(),
          body: text ? JSON.parse(text) : null,
          url: upload.url,
          videoId: uploadedVideoIdOf(res.getHeader(UPLOADED_VIDEO_HEADER)),
        });
      },
      onError(err) {
        const res = (err as tus.DetailedError).originalResponse;
        const text = res?.getBody();
        let body: any = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          // not JSON
        }
        resolve({ status: res?.getStatus() ?? -1, body, url: upload.url, videoId: null });
      },
    });
    upload.start();
  });
}
