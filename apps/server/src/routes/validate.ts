import type { z } from 'zod';
import { Invalid } from '../errors.js';

/**
 * Parses request input with a contract schema. A failure becomes one 400 whose message is the
 * first problem's (the spec's text for that field) and whose `issues` list every field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, fallback?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
  throw Invalid(fallback && !issues[0] ? fallback : issues[0]!.message, issues);
}
