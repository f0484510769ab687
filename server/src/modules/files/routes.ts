import { FILES_API } from '@club/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readPublicFile } from './read-public-file.ts';

const CACHE_CONTROL = {
  lasting: 'public, max-age=86400',
  public: 'public, max-age=300',
  private: 'private, no-store',
} as const;

/** Uploaded files anyone may read (the public pages' photos). */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${FILES_API.files}/:area/:name`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A public uploaded file (photos of the public pages)',
        params: z.object({ area: z.string().max(40), name: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const file = await readPublicFile(app.ctx, request.actor, request.params);
      return reply
        .type(file.contentType)
        .header('cache-control', CACHE_CONTROL[file.cache])
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
