import { UPLOADS_PATH } from '@promptreel/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { env } from '../../../config/env';
import {
  startTusSession,
  type TusSession,
  type UploadMetadata,
  type UploadOutcome,
  type UploadProgress,
} from '../utils/tus-session';

export {
  CHUNK_SIZE,
  type UploadedVideo,
  type UploadMetadata,
  type UploadOutcome,
  type UploadProgress,
} from '../utils/tus-session';

/**
 * A resumable upload of one file at a time, with progress and Cancel (the rules are in
 * utils/tus-session). A closed tab resumes on the next try with the same file and the same details.
 */
export function useResumableUpload() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const current = useRef<TusSession | null>(null);

  // Leaving the page mid-upload keeps what was sent: the same file resumes next time.
  useEffect(
    () => () => {
      current.current?.abandon();
      current.current = null;
    },
    [],
  );

  const start = useCallback(async (file: File, metadata: UploadMetadata): Promise<UploadOutcome> => {
    const session = startTusSession({
      endpoint: `${env.apiBaseUrl}${UPLOADS_PATH}`,
      file,
      metadata,
      // The last report (every byte sent) renders at once: the outcome resolves right after it and
      // clears the bar, and a batched render would skip 100% altogether.
      onProgress: (next) => (next.processing ? flushSync(() => setProgress(next)) : setProgress(next)),
    });
    current.current = session;
    const outcome = await session.outcome;
    if (current.current === session) current.current = null;
    setProgress(null);
    return outcome;
  }, []);

  /** Stops the upload and deletes what the server holds of it. */
  const cancel = useCallback(async () => {
    await current.current?.cancel();
  }, []);

  return { progress, start, cancel };
}
