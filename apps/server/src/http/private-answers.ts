import type { FastifyReply, FastifyRequest } from 'fastify';

/** Paths whose every answer is about the person asking (or refuses a visitor), signed in or not. */
const PERSONAL_PATHS = /^\/api\/(?:me(?:[/?]|$)|notifications(?:[/?]|$)|auth\/)/;

/**
 * One rule for the API: an answer to a signed-in request, or any answer of a personal path, is
 * `private, no-store` unless its route chose a policy; a browser's disk cache or a shared proxy
 * must never keep someone's bell, settings, export or session. A visitor's public answers are untouched.
 */
export function keepPersonalAnswersPrivate(request: FastifyRequest, reply: FastifyReply): void {
  if (reply.hasHeader('cache-control') || !request.url.startsWith('/api/')) return;
  if (request.viewerId !== null || PERSONAL_PATHS.test(request.url)) reply.header('cache-control', 'private, no-store');
}
