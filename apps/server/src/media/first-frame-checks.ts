import { firstFrameAndPoster, prepareFirstFrameCheck } from './ffmpeg.js';

/** What a first-frame check found: whether the frame decodes, and its poster when one was made. */
export type FirstFrame = Awaited<ReturnType<typeof firstFrameAndPoster>>;

/** About how long an upload's end takes after its check: the next ffmpeg's start waits that long. */
const NEXT_AFTER_MS = 200;

/** Checks begun on unfinished uploads are few; past this many the oldest is forgotten. */
const KEPT = 64;

/**
 * First-frame checks begun while an upload is still arriving, on its first bytes (a fast-start
 * MP4 has its index and first frames there), so the upload's end need not wait for ffmpeg. Only a
 * frame that decodes counts: a file whose index comes last fails here and is checked whole at the
 * end, as is an upload no early check was begun for.
 */
export function createFirstFrameChecks(check: typeof firstFrameAndPoster = firstFrameAndPoster) {
  const begun = new Map<string, Promise<FirstFrame | null>>();

  return {
    /** Begins the check of `file`'s first bytes for `uploadId`, once. */
    begin(uploadId: string, file: string): void {
      if (begun.has(uploadId)) return;
      if (begun.size >= KEPT) begun.delete(begun.keys().next().value!);
      const early = check(file, { early: true }).then(
        (frame) => (frame.decodes ? frame : null),
        () => null,
      );
      begun.set(uploadId, early);
    },

    /** The check of the whole `file`: an early one's finding when it decoded, a fresh run otherwise. */
    async take(uploadId: string | undefined, file: string): Promise<FirstFrame> {
      const early = uploadId === undefined ? undefined : begun.get(uploadId);
      if (uploadId !== undefined) begun.delete(uploadId);
      const found = await early;
      // The early run left the next ffmpeg unstarted; it starts once this upload has been answered.
      if (early) setTimeout(() => void prepareFirstFrameCheck(), NEXT_AFTER_MS).unref();
      return found ?? check(file);
    },

    /** The upload ended without a video: its check is forgotten. */
    forget(uploadId: string): void {
      begun.delete(uploadId);
    },
  };
}
