import { MESSAGES } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, errorCodeForStatus, httpStatusOf } from '../errors.js';
import { refusalFor } from './refusal-language.js';

/**
 * Every error leaves in one shape, `{ code, message, issues? }`: domain errors with their own status
 * and text, a library's 4xx with our code for its status, anything else as a logged 500; each in
 * the request's language (refusal-language.ts).
 */
export function replyWithErrorBodies(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'internal') request.log.error({ err: error.cause ?? error }, error.message);
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(httpStatusOf(error.code)).send(refusalFor(request, error.toBody(), error));
    }
    const { statusCode: status, message } = error as { statusCode?: number; message?: string };
    if (status && status >= 400 && status < 500) {
      const body = { code: errorCodeForStatus(status), message: message ?? MESSAGES.invalidRequest };
      return reply.code(status).send(refusalFor(request, body));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(refusalFor(request, { code: 'internal', message: MESSAGES.internal }));
  });
}
