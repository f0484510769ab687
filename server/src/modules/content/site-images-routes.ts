import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ROLE,
  siteImageKindSchema,
  siteImageRequest,
  siteImageSchema,
  idParams,
  CONTENT_API,
} from '@club/contracts';
import { sendCachedRead } from '../../plugins/cached-read.ts';
import { listSiteImages } from './list-site-images.ts';
import { removeSiteImage } from './remove-site-image.ts';
import { ADMIN, noContent, tags } from './route-schemas.ts';
import { saveSiteImage } from './save-site-image.ts';

/** Home banners and gallery photos: their public list and their upkeep (admins, editors). */
export const siteImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    CONTENT_API.images,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Home banners and gallery photos',
        querystring: z.object({ kind: siteImageKindSchema.optional() }),
        response: { 200: z.array(siteImageSchema) },
      },
    },
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        { key: `content/images?kind=${request.query.kind ?? ''}`, topics: ['site_images'] },
        () => listSiteImages(ctx, request.actor, request.query),
      ),
  );

  app.post(
    `${ADMIN}/images`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Add a banner or gallery photo',
        body: siteImageRequest,
        response: { 201: siteImageSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveSiteImage(ctx, request.actor, { id: null, ...request.body })),
  );

  app.put(
    `${ADMIN}/images/:id`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Change a banner or gallery photo',
        params: idParams,
        body: siteImageRequest,
        response: { 200: siteImageSchema },
      },
    },
    async (request) =>
      saveSiteImage(ctx, request.actor, { id: request.params.id, ...request.body }),
  );

  app.delete(
    `${ADMIN}/images/:id`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Remove a banner or gallery photo',
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeSiteImage(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
