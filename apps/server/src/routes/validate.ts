import { MESSAGES } from '@promptreel/contract';
import type { z } from 'zod';
import { Invalid } from '../errors.js';

/** Parses request input with a contract schema; a failure becomes one 400 listing every field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  message: string = MESSAGES.invalidRequest,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
  throw Invalid(issues.length === 1 ? issues[0]!.message : message, issues);
}
