import { z } from 'zod/mini';

/**
 * What a video file's C2PA Content Credentials say, read by the server at upload. `valid` means
 * cryptographically intact (signature and hashes match the file); `trusted` that, in addition, the
 * signing certificate chains to a trust anchor (the C2PA trust list), so the signer is who the
 * certificate says. Without `trusted`, the tool and the AI claim are only what the file claims.
 */
export const provenanceSchema = z.object({
  present: z.boolean(),
  valid: z.boolean(),
  /** Valid and signed by a certificate from a trusted authority. */
  trusted: z.boolean(),
  /** The credentials assert AI generation (IPTC digitalSourceType trainedAlgorithmicMedia or compositeWithTrainedAlgorithmicMedia). */
  aiGenerated: z.boolean(),
  /** The tool that made the claim (claim generator). */
  generator: z.nullable(z.string()),
  /** The signer's organisation from its certificate. */
  issuer: z.nullable(z.string()),
});
export type Provenance = z.infer<typeof provenanceSchema>;

// Words in a claim generator (or the vendor's name) → our platform slug; the first match wins.
const PLATFORM_PATTERNS: [RegExp, string][] = [
  [/\bsora\b/, 'sora'],
  [/\bveo\b/, 'veo'],
  [/\brunway/, 'runway'],
  [/\bkling/, 'kling'],
  [/\bpika(labs)?\b/, 'pika'],
  [/\bluma|\bdream ?machine\b/, 'luma'],
  [/\bhailuo|\bminimax\b/, 'hailuo'],
  [/\bmidjourney\b/, 'midjourney'],
  // OpenAI's signed videos come from Sora. (Not so Google's: its cameras sign videos too.)
  [/\bopenai\b/, 'sora'],
];

/** The platform the upload form suggests for a file's claim generator; null when none fits. */
export function suggestPlatformSlug(generator: string | null | undefined): string | null {
  if (!generator) return null;
  const words = generator
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return PLATFORM_PATTERNS.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

/**
 * The upload form's look at a chosen file's credentials before it uploads: the browser sends
 * only the file's C2PA box (a few KB), so nothing here is verified — it only suggests a platform.
 */
export const CREDENTIALS_PREVIEW_PATH = '/api/content-credentials/preview';
/** A C2PA box larger than this (it can carry thumbnails) is not previewed. */
export const CREDENTIALS_BOX_MAX_BYTES = 4 * 1024 * 1024;
export const credentialsPreviewSchema = z.object({
  generator: z.nullable(z.string()),
  aiGenerated: z.boolean(),
  /** Our platform slug for the generator (`suggestPlatformSlug`); null when none fits. */
  platformSlug: z.nullable(z.string()),
  /** The software its c2pa.created action names: the model the form suggests. */
  createdWith: z.nullable(z.object({ name: z.string(), version: z.nullable(z.string()) })),
});
export type CredentialsPreview = z.infer<typeof credentialsPreviewSchema>;
export const NOT_CREDENTIALS_MESSAGE = 'Not a C2PA Content Credentials box';
