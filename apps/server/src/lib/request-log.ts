import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that grant something: e-mailed link tokens, OAuth's code and state, an appeal
 * notice's key and the data export e-mail's download token.
 */
const SECRET_PARAMS = /([?&](?:token|code|state|key|download)=)[^&#]*/g;
/** Paths whose last part is such a token (better-auth's reset link, the data export's download). */
const SECRET_PATHS = /^(\/api\/auth\/reset-password\/|\/api\/me\/data-export\/)[^/?#]+/;

/** The URL as the request log keeps it: whatever grants access replaced by [redacted]. */
export function logSafeUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Fastify's logger at `level`, its request lines as Fastify writes them except for the URL, which
 * loses its secrets: logs are kept, copied and sent to services, and an e-mailed link's token in
 * them would let anyone who reads them confirm, reset or download in someone else's name.
 */
export function requestLogOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: logSafeUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
