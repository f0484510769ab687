import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALBUMS_API, albumPhotoFileParams } from '@club/contracts';
import { readAlbumPhoto } from './read-album-photo.ts';

/**
 * An album photo's file, checked against its album at each read: a public album's may be kept
 * by any cache for a few minutes (so a change of readers reaches it soon); a members' album's
 * or a draft's only by the reader's browser, never stored.
 */
export const albumFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ALBUMS_API.photos}/:name`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['albums'],
        summary: "An album's photo (anyone for a public album, members for a members' album)",
        params: albumPhotoFileParams,
      },
    },
    async (request, reply) => {
      const file = await readAlbumPhoto(app.ctx, request.actor, request.params);
      return reply
        .type(file.contentType)
        .header(
          'cache-control',
          file.cache === 'public' ? 'public, max-age=300' : 'private, no-store',
        )
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
