import { MESSAGES, UPLOAD_MESSAGES } from '@promptreel/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, errorCodeForStatus, httpStatusOf } from '../errors.js';
import { type TusHooks, tusError } from '../uploads/tus-uploads.js';
import type { RouteContext } from './context.js';
import { refusalIn } from './refusal-language.js';
import { requestLocale, webRequestLocale } from './request-locale.js';

/**
 * What the tus server asks at each step of an upload, answered by the uploads service; its domain
 * errors and the library's own become tus answers with our one error body.
 */
export function tusHooks(ctx: RouteContext, log: FastifyBaseLogger): TusHooks {
  const uploads = ctx.services.uploads;
  const userIdOf = (req: Request) => ctx.sessionUserId(req.headers.get('cookie') ?? undefined);
  // Worded here, where the error's own texts are at hand (zod's defaults, texts made with values).
  const asTusError = (err: unknown, req: Request) =>
    err instanceof AppError
      ? tusError(httpStatusOf(err.code), refusalIn(webRequestLocale(req), err.toBody(), err))
      : err;
  return {
    async authorizeCreate(req, upload) {
      try {
        return await uploads.startUpload(await userIdOf(req), upload.id, upload.metadata ?? {}, upload.size);
      } catch (err) {
        throw asTusError(err, req);
      }
    },
    async authorizeAccess(req, ownerId) {
      const userId = await userIdOf(req);
      if (!userId || userId !== ownerId) throw tusError(404, { code: 'not_found', message: MESSAGES.notFound });
    },
    async complete(req, upload, filePath) {
      try {
        const video = await uploads.finish(await userIdOf(req), filePath, upload.metadata ?? {}, upload.id);
        // The upload route answers outside Fastify (hijacked), so the write hook does not see it.
        await ctx.answers.invalidate();
        return video;
      } catch (err) {
        if (!(err instanceof AppError)) log.error({ err }, 'upload could not be completed');
        throw err instanceof AppError
          ? asTusError(err, req)
          : tusError(500, { code: 'internal', message: UPLOAD_MESSAGES.couldNotSave });
      }
    },
    firstBytes: (uploadId, filePath) => uploads.checkFirstBytes(uploadId, filePath),
    released: (uploadId) => uploads.endUpload(uploadId),
    expired: () => uploads.pruneExpiredUploads(),
    mapError(err) {
      if (err.body.startsWith('{')) return err;
      if (err.status_code === 413)
        return tusError(413, { code: 'payload_too_large', message: UPLOAD_MESSAGES.tooLarge });
      // 501 is tus's answer to an extension it lacks (Upload-Concat): the client's request, not our failure.
      const status = err.status_code === 501 ? 400 : err.status_code;
      return tusError(status, {
        code: errorCodeForStatus(status),
        message: (status < 500 && err.body.trim()) || UPLOAD_MESSAGES.uploadFailed,
      });
    },
    inRequestLanguage(req) {
      const locale = requestLocale(req);
      return (body) => refusalIn(locale, body);
    },
    unexpected(err) {
      log.error({ err }, 'upload request failed');
      return tusError(500, { code: 'internal', message: UPLOAD_MESSAGES.uploadFailed });
    },
  };
}
