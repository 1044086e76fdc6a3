import type { Locale } from '@promptreel/contract';
import { z as zod, type z } from 'zod';
import { Invalid } from '../errors.js';
import { en, es, fr, ja, pt } from 'zod/locales';

type ErrorMap = z.core.$ZodErrorMap;
type RawIssue = Parameters<ErrorMap>[0];

const ENGLISH = en().localeError;

/**
 * zod's own wording of an issue the contract gives no message (a wrong type, an unknown option), per
 * language. Brazilian Portuguese takes zod's Portuguese: zod has no Brazilian one of its own.
 */
const ZOD_WORDS: Partial<Record<Locale, ErrorMap>> = {
  es: es().localeError,
  fr: fr().localeError,
  ja: ja().localeError,
  'pt-BR': pt().localeError,
};

const textOf = (worded: ReturnType<ErrorMap>): string | undefined =>
  typeof worded === 'string' ? worded : worded?.message;

/**
 * A parse's error map: zod's English default for each issue no schema words, keeping the issue
 * under that text so that `rewording` can say it in another language later.
 */
export function keepingDefaults(kept: Map<string, RawIssue>): ErrorMap {
  return (issue) => {
    const text = textOf(ENGLISH(issue)) ?? 'Invalid input';
    kept.set(text, issue);
    return text;
  };
}

/** An English default kept by `keepingDefaults`, in `locale`: zod's words there, or none. */
export const rewording =
  (kept: ReadonlyMap<string, RawIssue>) =>
  (locale: Locale, english: string): string | undefined => {
    const issue = kept.get(english);
    const words = ZOD_WORDS[locale];
    return issue && words ? textOf(words(issue)) : undefined;
  };

/**
 * `input` parsed by a contract schema, or one 400 whose message is the first problem's (the spec's
 * text for that field) and whose issues list every field; `wholeField` names an issue of the whole
 * input. zod's defaults in it are worded in the request's language as it leaves (refusal-language.ts).
 */
export function parsedOrRefused<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  { wholeField, fallback }: { wholeField: string; fallback?: string },
): z.output<S> {
  const defaults = new Map<string, RawIssue>();
  // The contract's schemas are zod/mini ones (no methods of their own): parse through zod itself.
  const result = zod.safeParse(schema, input, { error: keepingDefaults(defaults) });
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ field: i.path.join('.') || wholeField, message: i.message }));
  const error = Invalid(fallback && !issues[0] ? fallback : issues[0]!.message, issues);
  throw Object.assign(error, { reworded: rewording(defaults) });
}
