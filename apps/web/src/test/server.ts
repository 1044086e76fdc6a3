import { errorBodySchema, type ErrorBody } from '@promptreel/contract';
import { HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod/mini';

/**
 * The pretend API every component test talks to. Tests add handlers with `server.use(…)`; the
 * setup file removes them after each test.
 */
export const server = setupServer();

/**
 * A 2xx answer, checked against the contract's response schema: a handler answering the wrong
 * shape fails to compile (the body's type) or, for what the type cannot say, to parse.
 */
export function answer<S extends z.ZodMiniType>(schema: S, body: z.input<S>, status = 200) {
  return HttpResponse.json(z.parse(schema, body) as JsonBodyType, { status });
}

/** The server's refusal: a 4xx (or 5xx) with the one error body every route uses. */
export function refuse(status: number, body: ErrorBody) {
  return HttpResponse.json(z.parse(errorBodySchema, body), { status });
}

/** An answer with no body (204), e.g. a password change. */
export function noContent() {
  return new HttpResponse(null, { status: 204 });
}

/** The connection fails: fetch rejects, as it does when the network is down. */
export function networkFailure() {
  return HttpResponse.error();
}

/** Records each request's JSON body, to check what the component sent. */
export function recordBodies() {
  const bodies: unknown[] = [];
  return { bodies, record: async (request: Request) => void bodies.push(await request.clone().json()) };
}

/** Holds answers back until the test lets them go, to look at the screen while a request is in flight. */
export function heldAnswer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, until: () => released };
}
