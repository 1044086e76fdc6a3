import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@promptreel/contract';
import type { Config } from './config.js';
import { connectDatabase, type DatabaseHandle } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { AppError, httpStatusOf } from './errors.js';
import { createCataloguesRepository } from './repositories/catalogues.repository.js';
import { createProfilesRepository } from './repositories/profiles.repository.js';
import { createVideosRepository } from './repositories/videos.repository.js';
import { catalogueRoutes } from './routes/catalogues.routes.js';
import type { RouteContext } from './routes/context.js';
import { healthRoutes } from './routes/health.routes.js';
import { mediaRoutes } from './routes/media.routes.js';
import { meRoutes } from './routes/me.routes.js';
import { videoRoutes } from './routes/videos.routes.js';
import { createCataloguesService } from './services/catalogues.service.js';
import { createHealthService } from './services/health.service.js';
import { createProfilesService } from './services/profiles.service.js';
import { createVideosService } from './services/videos.service.js';
import { createStorage } from './storage/create-storage.js';
import type { Storage } from './storage/storage.js';

export interface BuiltApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  storage: Storage;
}

export interface BuildOptions {
  /** Run migrations before serving (default true). */
  migrate?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Wires database, storage, services and routes into one Fastify instance. Used by main and by tests. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const handle = connectDatabase(config);
  if (options.migrate !== false) await migrateToLatest(handle.db, handle.schema);
  const storage = createStorage(config.storage);

  const repos = {
    catalogues: createCataloguesRepository(handle.db),
    videos: createVideosRepository(handle.db),
    profiles: createProfilesRepository(handle.db),
  };
  const services = {
    catalogues: createCataloguesService(repos.catalogues),
    videos: createVideosService({ videos: repos.videos, catalogues: repos.catalogues, storage }),
    health: createHealthService(handle),
    profiles: createProfilesService({ profiles: repos.profiles, adminEmails: config.adminEmails }),
  };

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: true,
    // Requests carry at most small JSON bodies here; uploads arrive through their own route.
    bodyLimit: 1024 * 1024,
  });

  const ctx: RouteContext = {
    config,
    storage,
    services,
    // Accounts arrive with issue 3; until then every request is a visitor.
    viewerId: async () => null,
  };

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(httpStatusOf(error.code)).send(error.toBody());
    }
    const { statusCode: status, message } = error as { statusCode?: number; message?: string };
    if (status && status >= 400 && status < 500) {
      const code = status === 413 ? 'payload_too_large' : status === 429 ? 'too_many_requests' : 'bad_request';
      return reply.code(status).send({ code, message: message ?? MESSAGES.invalidRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'internal', message: MESSAGES.internal });
  });

  healthRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  videoRoutes(app, ctx);
  meRoutes(app, ctx);
  mediaRoutes(app, ctx);
  registerSpa(app, config.webDist);

  app.addHook('onClose', async () => {
    await handle.close();
  });

  return { app, handle, storage };
}

/** Serves the built web app with history fallback; API and media paths answer JSON 404s instead. */
function registerSpa(app: FastifyInstance, webDist: string | undefined): void {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasSpa = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasSpa) {
    app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url.startsWith('/media/') || url === '/healthz';
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ code: 'not_found', message: MESSAGES.notFound });
  });
}
