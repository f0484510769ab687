import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentImageAreaSchema,
  contentPageSchema,
  pageSlugSchema,
  pageSummarySchema,
  ROLE,
  updatePageRequest,
  uploadResponse,
} from '@club/contracts';
import { getPage } from './get-page.ts';
import { sendCachedRead } from '../../plugins/cached-read.ts';
import { readMultipart } from '../../plugins/uploads.ts';
import { listPages } from './list-pages.ts';
import { ADMIN, tags } from './route-schemas.ts';
import { updatePage } from './update-page.ts';
import { uploadImage } from './upload-image.ts';

/** The public pages (facilities, about us, ...), their editing and their photos. */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/content/pages',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The facility pages in menu order (cards), or every page',
        querystring: z.object({ which: z.enum(['facilities', 'all']).default('facilities') }),
        response: { 200: z.array(pageSummarySchema) },
      },
    },
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        { key: `content/pages?which=${request.query.which}`, topics: ['pages'] },
        () => listPages(ctx, request.actor, request.query),
      ),
  );

  app.get(
    '/api/content/pages/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A public page's text, timings, rules and photos",
        params: z.object({ slug: z.string().max(40) }),
        response: { 200: contentPageSchema },
      },
    },
    // Any case of the address is the same page; an unknown one throws and is not cached.
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        { key: `content/pages/${request.params.slug.toLowerCase()}`, topics: ['pages'] },
        () => getPage(ctx, request.actor, request.params),
      ),
  );

  app.put(
    `${ADMIN}/pages/:slug`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: "Save a page's text (sanitised), timings, rules, photos and call to action",
        params: z.object({ slug: pageSlugSchema }),
        body: updatePageRequest,
        response: { 200: contentPageSchema },
      },
    },
    async (request) =>
      updatePage(ctx, request.actor, { slug: request.params.slug, ...request.body }),
  );

  app.post(
    `${ADMIN}/uploads/:area`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Upload a photo (JPG, PNG or WEBP; checked by its bytes and size)',
        params: z.object({ area: contentImageAreaSchema }),
        response: { 201: uploadResponse },
      },
    },
    async (request, reply) => {
      const upload = await readMultipart(request, ctx.config.UPLOAD_MAX_BYTES);
      const image = await uploadImage(ctx, request.actor, { area: request.params.area, upload });
      return reply.code(201).send(image);
    },
  );
};
