import { CAPTION_LIMITS, CAPTION_MESSAGES, type CaptionLanguage, captionLanguageSchema } from '@promptreel/contract';
import { Invalid, TooMany, withValues, WriteLimited } from '../errors.js';
import { NotWebVttError, WebVttTooDeepError } from '../media/webvtt.js';
import { sharedWebVttReader, WebVttBusyError, WebVttTooSlowError } from '../media/webvtt-reader.js';
import type { CaptionsRepository } from '../repositories/captions.repository.js';
import { WriteLimitReached } from '../repositories/write-limits.js';

/** A caption language named in an address, or null for one that is not offered. */
export function captionLanguage(language: string): CaptionLanguage | null {
  const parsed = captionLanguageSchema.safeParse(language);
  return parsed.success ? parsed.data : null;
}

// Read in a worker thread (media/webvtt-reader.ts), one for the process: never on the event loop.
const readCaptions = (vtt: string) => sharedWebVttReader({ maxTagDepth: CAPTION_LIMITS.maxTagDepth }).read(vtt);

/** The file's cues and words, or the refusal that says what is wrong with it. */
export async function readCaptionsFile(vtt: string) {
  const refuse = (message: string, detail = message) => Invalid(detail, [{ field: 'vtt', message }]);
  try {
    return await readCaptions(vtt);
  } catch (err) {
    if (err instanceof NotWebVttError)
      throw withValues(
        refuse(CAPTION_MESSAGES.notWebVtt, `${CAPTION_MESSAGES.notWebVtt} (${err.message})`),
        'refusal.notWebVtt',
        { line: err.line, fault: err.fault },
      );
    if (err instanceof WebVttTooDeepError) throw refuse(CAPTION_MESSAGES.tooDeep);
    if (err instanceof WebVttTooSlowError) throw refuse(CAPTION_MESSAGES.tooSlow);
    if (err instanceof WebVttBusyError) throw TooMany(CAPTION_MESSAGES.busy, 60);
    throw err;
  }
}

/**
 * Counts a caption write against the owner's limit (`rule`: at most `max` files added or removed in
 * any `windowMs`; null: no limit); over it, says when the next one is allowed.
 */
export async function takeCaptionSlot(
  captions: CaptionsRepository,
  rule: { max: number; windowMs: number } | null | undefined,
  userId: string,
  at: number,
) {
  if (!rule) return;
  try {
    await captions.takeSlot({ userId, action: 'captions', at, ...rule });
  } catch (err) {
    if (!(err instanceof WriteLimitReached)) throw err;
    const retryInMs = Math.max(1000, err.retryAt - at);
    throw WriteLimited('captions', rule.max, rule.windowMs, retryInMs);
  }
}
