import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { requestLogOptions } from '../lib/request-log.js';
import { countHttpRequests } from '../metrics/http-metrics.js';
import type { Metrics } from '../metrics/metrics.js';
import type { ApiRoute } from '../openapi/openapi-document.js';
import { declareRoutes, type AnswerMismatch } from './declare-route.js';
import { echoRequestId, requestIdOptions } from './request-id.js';

export interface ServedRoute {
  method: string;
  url: string;
}

/**
 * The Fastify instance with the options every request depends on, the list of its routes as they
 * are registered (no HEAD or OPTIONS) and of their declarations (http/declare-route.ts), for the
 * checks that must cover them all.
 */
export function createFastify(
  config: Config,
  options: {
    logger?: FastifyServerOptions['logger'];
    logStream?: { write(line: string): void };
    checkAnswers?: (mismatch: AnswerMismatch) => void;
  },
  metrics: Metrics | undefined,
): { app: FastifyInstance; routes: ServedRoute[]; declarations: readonly ApiRoute[] } {
  const app = Fastify({
    logger: options.logger ?? requestLogOptions(config.logLevel, options.logStream),
    // Off unless TRUST_PROXY names the proxy: request.ip must not be whatever a client claims.
    trustProxy: config.trustProxy,
    // JSON bodies here are small; uploads arrive through their own routes and limits.
    bodyLimit: 1024 * 1024,
    // X-Request-Id: the proxy's when TRUST_PROXY is set and it is well-formed, else a new UUID.
    ...(config.trustProxy ? requestIdOptions() : {}),
  });
  const routes: ServedRoute[] = [];
  const declarations = declareRoutes(app, { checkAnswers: options.checkAnswers });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
  });
  // Only behind a proxy, where one id across nginx and the instances is worth a hook on every request.
  if (config.trustProxy) echoRequestId(app);
  if (metrics) countHttpRequests(app, metrics.registry);
  return { app, routes, declarations };
}
