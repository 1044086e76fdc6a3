import {
  CREDENTIALS_BOX_MAX_BYTES,
  CREDENTIALS_PREVIEW_PATH,
  credentialsPreviewSchema,
  LIMITS,
  RECIPE_PREVIEW_MAX_BYTES,
  RECIPE_PREVIEW_PATH,
  recipePreviewSchema,
  type RecipePreview,
  posterSetSchema,
  type CredentialsPreview,
  type UploadLimit,
  uploadLimitSchema,
  UPLOADS_PATH,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { OPEN_UPLOAD_TTL_MS } from '../services/uploads.service.js';
import { createTusUploads } from '../uploads/tus-uploads.js';
import { route, routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { tusHooks } from '../http/tus-hooks.js';
import { idParam } from '../http/validate.js';

/**
 * The tus endpoint: the tus server reads the raw request stream itself, so this scope parses
 * no body and hands over the Node request and response untouched.
 */
export function uploadRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'uploads', access: 'signed-in' });
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
    // Whoever may continue an upload is the tus hooks' to decide (tus-hooks.ts); HEAD and OPTIONS
    // are the protocol's own questions, answered by the same handler and left out of the documents.
    const tusAnswer = {
      mediaType: 'application/octet-stream',
      description:
        'A tus 1.0.0 resumable upload (creation, termination): headers carry the state. The last PATCH answers with Promptreel-Video (the new video) and Promptreel-Poster headers.',
    };
    route(
      scope,
      `POST ${UPLOADS_PATH}`,
      {
        tag: 'uploads',
        summary: 'Begin a resumable upload (Upload-Metadata: contract uploadMetadataSchema)',
        access: 'signed-in',
        response: tusAnswer,
        status: 201,
        options: { alsoAnswers: ['OPTIONS'] },
      },
      handler,
    );
    const upload = { tag: 'uploads', access: 'signed-in', response: null, status: 204 } as const;
    const bytes = { alsoAnswers: ['HEAD', 'OPTIONS'] } as const;
    route(
      scope,
      `PATCH ${UPLOADS_PATH}/:id`,
      { ...upload, summary: 'Send bytes of an upload', options: bytes },
      handler,
    );
    route(scope, `DELETE ${UPLOADS_PATH}/:id`, { ...upload, summary: 'Abandon an upload' }, handler);
  });

  api(
    'GET /api/upload-limit',
    { summary: "Today's uploads and the daily limit", response: uploadLimitSchema },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const body: UploadLimit = await ctx.services.uploads.limit(request.viewerId);
      return body;
    },
  );

  // The chosen file's C2PA box, and its metadata boxes, raw: small and bounded, so read whole.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: Math.max(CREDENTIALS_BOX_MAX_BYTES, RECIPE_PREVIEW_MAX_BYTES) },
      (_request, body, done) => done(null, body),
    );
    const bytesOf = (request: { body: unknown }) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
    const preview = { tag: 'uploads', access: 'signed-in' } as const;
    route(
      scope,
      `POST ${CREDENTIALS_PREVIEW_PATH}`,
      {
        ...preview,
        summary: "What a file's Content Credentials say, before upload",
        response: credentialsPreviewSchema,
      },
      async (request) => {
        const body: CredentialsPreview = await ctx.services.filePreview.credentials(request.viewerId, bytesOf(request));
        return body;
      },
    );
    route(
      scope,
      `POST ${RECIPE_PREVIEW_PATH}`,
      {
        ...preview,
        summary: "What a file's metadata says of how it was made, before upload (a 'moov' of its 'udta' and 'meta')",
        response: recipePreviewSchema,
      },
      async (request) => {
        const body: RecipePreview = await ctx.services.filePreview.recipe(request.viewerId, bytesOf(request));
        return body;
      },
    );
  });

  api(
    'POST /api/videos/:id/thumbnail',
    { tag: 'videos', summary: "Replace your video's poster (an image body)", response: posterSetSchema },
    async (request) => {
      const id = idParam(request);
      const file = request.isMultipart()
        ? await request.file({ limits: { fileSize: 5 * 1024 * 1024, files: 1 } })
        : undefined;
      const bytes = file ? await file.toBuffer() : Buffer.alloc(0);
      return ctx.services.uploads.setThumbnail(request.viewerId, id, bytes);
    },
  );
}
