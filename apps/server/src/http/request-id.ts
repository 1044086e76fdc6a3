import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may be: it goes into every log line of the request. */
const WELL_FORMED_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's options for request ids behind a trusted proxy (TRUST_PROXY set): the proxy's
 * X-Request-Id when well-formed (at most 64 of A-Z a-z 0-9 . _ -), so nginx's log and every
 * instance's share one id; otherwise a random UUID (unique across instances, where Fastify's own
 * `req-1` is not). Fastify's `requestIdHeader` stays off: it takes the header as it comes, so the
 * header is read here instead. Without a proxy, Fastify's own ids stay (a counter costs nothing).
 */
export function requestIdOptions(): Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'> {
  return {
    requestIdHeader: false,
    genReqId(req: IncomingMessage) {
      const sent = req.headers[REQUEST_ID_HEADER];
      return typeof sent === 'string' && WELL_FORMED_ID.test(sent) ? sent : randomUUID();
    },
  };
}

/**
 * Every answer carries its request's id in X-Request-Id, set on the raw response so the answers
 * written outside Fastify (the hijacked tus uploads) carry it too.
 */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
}
