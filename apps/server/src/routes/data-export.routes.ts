import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/context.js';

/** 'Download your data': ask for a ZIP, see how it goes, and fetch it through the e-mailed link. */
export function dataExportRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/api/me/data-export', async (request) => ctx.services.dataExport.status(request.viewerId));

  app.post('/api/me/data-export', async (request, reply) =>
    reply.code(202).send(await ctx.services.dataExport.request(request.viewerId)),
  );

  app.get<{ Params: { token: string } }>('/api/me/data-export/:token', async (request, reply) => {
    const zip = await ctx.services.dataExport.download(request.viewerId, request.params.token);
    return reply
      .type('application/zip')
      .header('Content-Length', String(zip.size))
      .header('Content-Disposition', `attachment; filename="${zip.filename}"`)
      .header('Cache-Control', 'private, no-store')
      .send(zip.body);
  });
}
