import {
  POSTER_IMAGE_MAX_BYTES,
  POSTER_TEXTS,
  posterChoiceSchema,
  posterFrameRequestSchema,
} from '@promptreel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Invalid, TooLarge } from '../errors.js';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { idParam, parseLater } from '../http/validate.js';
import type { PosterImageUpload } from '../services/video-posters.service.js';

/**
 * The poster a creator chooses, in the Edit dialog or right after an upload ends (the upload form
 * sends its choice once the video exists, rather than in the upload's tus metadata: an image cannot
 * ride in a header, and one way for both keeps the rules in one place). Each answers 202: a job
 * makes the poster, and the card's poster address changes once it is ready.
 */
export function posterRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'videos', access: 'signed-in' });
  const posters = () => ctx.services.videoPosters;

  // The multipart parser stops at the limit and marks the file truncated rather than failing.
  const imageOf = async (request: FastifyRequest): Promise<PosterImageUpload> => {
    if (!request.isMultipart())
      throw Invalid(POSTER_TEXTS.wrongType, [{ field: 'file', message: POSTER_TEXTS.wrongType }]);
    const file = await request.file({ limits: { fileSize: POSTER_IMAGE_MAX_BYTES, files: 1 } });
    if (!file) throw Invalid(POSTER_TEXTS.wrongType, [{ field: 'file', message: POSTER_TEXTS.wrongType }]);
    const bytes = await file.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw TooLarge(POSTER_TEXTS.tooLarge);
      throw err;
    });
    if (file.file.truncated) throw TooLarge(POSTER_TEXTS.tooLarge);
    return { bytes, declaredType: file.mimetype };
  };

  api(
    'POST /api/videos/:id/poster/frame',
    {
      summary: "Make your video's poster of the frame at a time (a job makes it)",
      body: posterFrameRequestSchema,
      response: posterChoiceSchema,
      status: 202,
    },
    async (request, reply) => {
      const id = idParam(request);
      const body = await posters().chooseFrame(request.viewerId, id, parseLater(posterFrameRequestSchema, request));
      return reply.code(202).send(body);
    },
  );

  api(
    'POST /api/videos/:id/poster/image',
    {
      summary: "Make your video's poster of an image (multipart 'file': JPEG, PNG or WebP, 5 MB at most)",
      response: posterChoiceSchema,
      status: 202,
    },
    async (request, reply) => {
      const id = idParam(request);
      const body = await posters().chooseImage(request.viewerId, id, () => imageOf(request));
      return reply.code(202).send(body);
    },
  );
}
