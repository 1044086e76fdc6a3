import { decisionNoteSchema, MESSAGES, pageQuerySchema, parseId } from '@promptreel/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { en } from 'zod/locales';
import { NotFound } from '../errors.js';
import { parsedOrRefused } from '../lib/zod-defaults.js';

// The contract's schemas are zod/mini ones, which carry no texts of their own: where the contract
// names no message, a 400 says what zod's English default says, as it did with full zod.
z.config(en());

/** Request input parsed by a contract schema, or its 400 (lib/zod-defaults.ts). */
export const parseInput = <S extends z.core.$ZodType>(schema: S, input: unknown, fallback?: string): z.output<S> =>
  parsedOrRefused(schema, input, { wholeField: '(body)', fallback });

/**
 * The `:id` of a route's path, through the contract's one id parser. Anything but plain digits
 * is a resource that does not exist: the same 404 as an unknown id, before any other check.
 */
export function idParam(request: FastifyRequest, notFoundMessage: string = MESSAGES.videoNotFound): number {
  const id = parseId((request.params as { id?: unknown } | undefined)?.id);
  if (id === null) throw NotFound(notFoundMessage);
  return id;
}

/**
 * A request body's parser, called by the service once it has checked who asks (signed in, allowed,
 * the target there and theirs): a visitor is asked to sign in and a stranger refused whatever they
 * send, rather than told what is wrong with the form.
 */
export const parseLater =
  <S extends z.core.$ZodType>(schema: S, request: FastifyRequest) =>
  (): z.output<S> =>
    parseInput(schema, request.body ?? {});

/**
 * The optional written reason in a decision's body, parsed only when called: the service calls it
 * after its role check, so a visitor or a user is refused whatever they send. Blank is none.
 */
export const decisionReason = (request: FastifyRequest) => (): string | null =>
  parseInput(decisionNoteSchema, request.body ?? {}).reason || null;

/** The `cursor` of a paged list's query (`?cursor=`), checked by the contract's page query. */
export const pageCursor = (request: FastifyRequest) => parseInput(pageQuerySchema, request.query).cursor;
