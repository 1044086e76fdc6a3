import { MESSAGES } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, errorCodeForStatus, httpStatusOf } from '../errors.js';

/**
 * Every error leaves in one shape, `{ code, message, issues? }`: domain errors with their own status
 * and text, a library's 4xx with our code for its status, anything else as a logged 500.
 */
export function replyWithErrorBodies(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'internal') request.log.error({ err: error.cause ?? error }, error.message);
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(httpStatusOf(error.code)).send(error.toBody());
    }
    const { statusCode: status, message } = error as { statusCode?: number; message?: string };
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ code: errorCodeForStatus(status), message: message ?? MESSAGES.invalidRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'internal', message: MESSAGES.internal });
  });
}
