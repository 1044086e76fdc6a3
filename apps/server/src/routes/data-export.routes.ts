import { dataExportStatusSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';

/** 'Download your data': ask for a ZIP, see how it goes, and fetch it through the e-mailed link. */
export function dataExportRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'accounts', access: 'signed-in' });
  api(
    'GET /api/me/data-export',
    { summary: "Your newest 'Download your data' request", response: dataExportStatusSchema },
    async (request) => ctx.services.dataExport.status(request.viewerId),
  );

  api(
    'POST /api/me/data-export',
    {
      summary: 'Ask for a ZIP of your data (once a day); a link is e-mailed when it is ready',
      response: dataExportStatusSchema,
      status: 202,
    },
    async (request, reply) => reply.code(202).send(await ctx.services.dataExport.request(request.viewerId)),
  );

  api(
    'GET /api/me/data-export/:token',
    {
      summary: 'The ZIP behind the e-mailed link (yours alone, for 7 days)',
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
