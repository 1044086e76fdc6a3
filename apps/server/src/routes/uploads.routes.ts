import {
  CREDENTIALS_BOX_MAX_BYTES,
  CREDENTIALS_PREVIEW_PATH,
  LIMITS,
  UPLOADS_PATH,
  type CredentialsPreview,
  type UploadLimit,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { OPEN_UPLOAD_TTL_MS } from '../services/uploads.service.js';
import { createTusUploads } from '../uploads/tus-uploads.js';
import type { RouteContext } from '../http/context.js';
import { tusHooks } from '../http/tus-hooks.js';
import { idParam } from '../http/validate.js';

/**
 * The tus endpoint: the tus server reads the raw request stream itself, so this scope parses
 * no body and hands over the Node request and response untouched.
 */
export function uploadRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const tus = createTusUploads({
    dataDir: ctx.config.dataDir,
    path: UPLOADS_PATH,
    maxSize: LIMITS.maxFileBytes,
    expiryMs: OPEN_UPLOAD_TTL_MS,
    hooks: tusHooks(ctx, app.log),
    onBytesStored: ctx.metrics?.countUploadBytes,
  });
  app.addHook('onClose', async () => tus.close());

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    scope.route({ method: ['POST', 'OPTIONS'], url: UPLOADS_PATH, handler });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url: `${UPLOADS_PATH}/:id`, handler });
  });

  app.get('/api/upload-limit', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const body: UploadLimit = await ctx.services.uploads.limit(request.viewerId);
    return body;
  });

  // The chosen file's C2PA box, raw: small and bounded, so it is read whole.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: CREDENTIALS_BOX_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(CREDENTIALS_PREVIEW_PATH, async (request) => {
      const box = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const body: CredentialsPreview = await ctx.services.uploads.previewCredentials(request.viewerId, box);
      return body;
    });
  });

  app.post('/api/videos/:id/thumbnail', async (request) => {
    const id = idParam(request);
    const file = request.isMultipart()
      ? await request.file({ limits: { fileSize: 5 * 1024 * 1024, files: 1 } })
      : undefined;
    const bytes = file ? await file.toBuffer() : Buffer.alloc(0);
    return ctx.services.uploads.setThumbnail(request.viewerId, id, bytes);
  });
}
