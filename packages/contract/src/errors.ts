import { z } from 'zod/mini';
import { ERROR_CODES } from './error-codes.js';

/** Every non-2xx response of the API has this body. */
export const fieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
});

export const errorCodeSchema = z.enum(ERROR_CODES);

export const errorBodySchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  issues: z.optional(z.array(fieldIssueSchema)),
});

export type FieldIssue = z.infer<typeof fieldIssueSchema>;
export type ErrorCode = z.infer<typeof errorCodeSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
