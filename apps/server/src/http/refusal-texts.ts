import * as contract from '@promptreel/contract';
import {
  ADMIN_MESSAGES,
  APPEAL_MESSAGES,
  BLOCK_REFUSALS,
  CAPTION_MESSAGES,
  COLLECTION_TEXTS,
  DATA_EXPORT_MESSAGES,
  ENGAGEMENT_MESSAGES,
  FLAG_MESSAGES,
  FOR_YOU_TEXTS,
  LABEL_MESSAGES,
  LANGUAGE_TEXTS,
  MESSAGES,
  NOT_CREDENTIALS_MESSAGE,
  NOTIFICATION_TEXTS,
  PLAYBACK_MESSAGES,
  POSTER_TEXTS,
  RECIPE_MESSAGES,
  REFUSAL_MESSAGES,
  REMIX_TEXTS,
  REPORT_TARGET_REFUSALS,
  SEARCH_MESSAGES,
  SENSITIVE_TEXTS,
  SHARE_MESSAGES,
  SIGN_IN_SECURITY_TEXTS,
  SOCIAL_HANDLE_MESSAGE,
  STANDING_MESSAGES,
  STUDIO_TEXTS,
  UPLOAD_MESSAGES,
  USERNAME_TEXTS,
  VISIBILITY_TEXTS,
} from '@promptreel/contract';
import { REMOVE_PASSKEYS_INVALID } from '../auth/security-hooks.js';
import { ACCOUNT_LOCKED_MESSAGE } from '../auth/throttle.js';
import { AUTH_LIBRARY_TEXTS, AUTH_MESSAGES } from '../routes/auth.routes.js';
import { FILLED_REFUSAL_KEYS } from './refusal-language.js';

const pick = <T extends Record<string, unknown>, K extends keyof T>(texts: T, ...keys: K[]) =>
  keys.map((k) => texts[k]);

/**
 * Where the server's refusals (and the other messages it sends) take their English: whole message
 * objects of the contract, the refusals among the words of a feature, and the server's own few.
 * The keys of every language's refusals.json are these, the contract's schemas' own texts
 * (schemaTexts) and FILLED_REFUSAL_KEYS: refusal-texts.test.ts keeps them the same.
 */
const SOURCES: readonly unknown[] = [
  MESSAGES,
  ENGAGEMENT_MESSAGES,
  SEARCH_MESSAGES,
  REFUSAL_MESSAGES,
  USERNAME_TEXTS,
  FLAG_MESSAGES,
  ADMIN_MESSAGES,
  UPLOAD_MESSAGES,
  STANDING_MESSAGES,
  APPEAL_MESSAGES,
  BLOCK_REFUSALS,
  CAPTION_MESSAGES,
  DATA_EXPORT_MESSAGES,
  LANGUAGE_TEXTS,
  PLAYBACK_MESSAGES,
  RECIPE_MESSAGES,
  REPORT_TARGET_REFUSALS,
  SHARE_MESSAGES,
  LABEL_MESSAGES,
  SIGN_IN_SECURITY_TEXTS,
  pick(
    COLLECTION_TEXTS,
    'logInToSave',
    'nameRequired',
    'nameTaken',
    'tooMany',
    'full',
    'notFound',
    'savedIsFixed',
    'orderMismatch',
  ),
  pick(POSTER_TEXTS, 'wrongType', 'tooLarge', 'notAnImage', 'outsideVideo', 'noFile'),
  pick(REMIX_TEXTS, 'remixesOff', 'sourceGone'),
  pick(VISIBILITY_TEXTS, 'publishAtRequired', 'publishAtPast', 'publishAtTooFar', 'alreadyPublished'),
  pick(SENSITIVE_TEXTS, 'badChoice'),
  pick(FOR_YOU_TEXTS, 'cannotHideOwn', 'notHidden', 'unknownTarget'),
  pick(NOTIFICATION_TEXTS, 'notFound', 'badUnsubscribeLink'),
  pick(STUDIO_TEXTS, 'videoNotFound', 'periodInvalid'),
  NOT_CREDENTIALS_MESSAGE,
  SOCIAL_HANDLE_MESSAGE,
  // The server's own: the auth library's refusals in our words and in its own, and its sign-in lock.
  AUTH_MESSAGES,
  AUTH_LIBRARY_TEXTS,
  ACCOUNT_LOCKED_MESSAGE,
  REMOVE_PASSKEYS_INVALID,
];

/** Every string in a source (objects and lists walked; functions, which make texts per request, skipped). */
function stringsOf(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') found.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsOf(v, found);
}

interface ZodLike {
  _zod: { def: Record<string, unknown> };
}
const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as ZodLike)._zod?.def === 'object';

/** A schema's or a check's own message (zod keeps `error` as a function of the issue). */
function errorTextOf(def: Record<string, unknown>): string | undefined {
  const error = def.error;
  if (typeof error === 'string') return error;
  if (typeof error !== 'function') return undefined;
  try {
    const text: unknown = (error as (issue: unknown) => unknown)({});
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The texts a zod schema names itself: its own, its checks', and its parts' (objects, pipes, lists…). */
function schemaTextsOf(schema: unknown, found: Set<string>, seen: Set<unknown>): void {
  if (!isZod(schema) || seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  const own = errorTextOf(def);
  if (own) found.add(own);
  for (const [name, value] of Object.entries(def)) {
    if (name === 'error') continue;
    if (name === 'checks' && Array.isArray(value)) {
      for (const check of value) {
        if (!isZod(check)) continue;
        const text = errorTextOf(check._zod.def);
        if (text) found.add(text);
      }
    } else if (name === 'shape' && value && typeof value === 'object') {
      for (const part of Object.values(value)) schemaTextsOf(part, found, seen);
    } else if (Array.isArray(value)) {
      for (const part of value) schemaTextsOf(part, found, seen);
    } else schemaTextsOf(value, found, seen);
  }
}

/** Every text the contract's schemas name themselves (a 400's message where a field is refused). */
export function schemaTexts(): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  for (const value of Object.values(contract)) schemaTextsOf(value, found, seen);
  return found;
}

/** Every key a language's refusals.json must have, and may have. */
export function refusalKeys(): Set<string> {
  const found = schemaTexts();
  for (const source of SOURCES) stringsOf(source, found);
  for (const key of FILLED_REFUSAL_KEYS) found.add(key);
  return found;
}
