import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';

/**
 * Areas whose files anyone may read (public pages' photos). Files of other areas (ID
 * proofs, member photos, the members' magazine) are served by their own feature routes,
 * which check access first.
 */
export const PUBLIC_AREAS = ['content', 'gallery', 'banners', 'committee', 'affiliated', 'events'];

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/files/:area/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A public uploaded file (photos of the public pages)',
        params: z.object({ area: z.string().max(40), name: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const { area, name } = request.params;
      if (!PUBLIC_AREAS.includes(area)) throw new AppError(404, 'not_found', 'No such file.');
      const file = await app.ctx.storage.get(`${area}/${name}`);
      if (!file) throw new AppError(404, 'not_found', 'No such file.');
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
