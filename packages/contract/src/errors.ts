import { z } from 'zod/mini';

/** Every non-2xx response of the API has this body. */
export const fieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
});

/** The codes as a plain list: the browser checks an error body by hand, without loading zod. */
export const ERROR_CODES = [
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'precondition_failed',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal',
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);

export const errorBodySchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  issues: z.optional(z.array(fieldIssueSchema)),
});

export type FieldIssue = z.infer<typeof fieldIssueSchema>;
export type ErrorCode = z.infer<typeof errorCodeSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
