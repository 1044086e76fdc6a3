import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { SessionCache } from '../auth/session-cache.js';
import type { SharedVersion } from '../bus/shared-version.js';
import { resolveViewerPerRequest, type ViewerLookup } from '../auth/viewer.js';
import { compressJson } from './compression.js';
import { noSniff } from './document-headers.js';
import { replyWithErrorBodies } from './error-handler.js';
import type { VisitorAnswers } from './visitor-answers.js';
import { crossSiteRefusal, forgetKeptOnWrite } from './write-hooks.js';

/**
 * What every request passes through before and after its route: kept answers and checked sessions
 * forgotten on a write, one error body, nosniff, who is asking (and the cross-site check), multipart
 * bodies, and compressed JSON. Installed before any route, in this order.
 */
export async function installRequestHooks(
  app: FastifyInstance,
  deps: {
    answers: VisitorAnswers;
    sessions: SessionCache;
    feeds: SharedVersion;
    viewers: ViewerLookup;
    trustedOrigins: string[];
  },
): Promise<void> {
  forgetKeptOnWrite(app, { answers: deps.answers, sessions: deps.sessions, feeds: deps.feeds });
  replyWithErrorBodies(app);
  noSniff(app);
  resolveViewerPerRequest(app, deps.viewers, crossSiteRefusal(deps.trustedOrigins));
  await app.register(fastifyMultipart);
  // JSON answers of 1 KB and more, compressed cheaply when the client accepts it.
  compressJson(app);
}
