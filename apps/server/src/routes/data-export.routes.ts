import { dataExportStatusSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';

/** 'Download your data': ask for a ZIP, see how it goes, and fetch it through the e-mailed link. */
export function dataExportRoutes(app: FastifyInstance, ctx: RouteContext): void {
  route(
    app,
    {
      method: 'get',
      path: '/api/me/data-export',
      tag: 'accounts',
      summary: "Your newest 'Download your data' request",
      access: 'signed-in',
      response: dataExportStatusSchema,
    },
    async (request) => ctx.services.dataExport.status(request.viewerId),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/me/data-export',
      tag: 'accounts',
      summary: 'Ask for a ZIP of your data (once a day); a link is e-mailed when it is ready',
      access: 'signed-in',
      response: dataExportStatusSchema,
      status: 202,
    },
    async (request, reply) => reply.code(202).send(await ctx.services.dataExport.request(request.viewerId)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/me/data-export/:token',
      tag: 'accounts',
      summary: 'The ZIP behind the e-mailed link (yours alone, for 7 days)',
      access: 'signed-in',
      response: {
        mediaType: 'application/zip',
        description:
          'profile.json, videos.json, comments.json, claps.json, follows.json, reports.json, captions.json, and the files.',
      },
    },
    async (request, reply) => {
      const zip = await ctx.services.dataExport.download(request.viewerId, request.params.token);
      return reply
        .type('application/zip')
        .header('Content-Length', String(zip.size))
        .header('Content-Disposition', `attachment; filename="${zip.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(zip.body);
    },
  );
}
