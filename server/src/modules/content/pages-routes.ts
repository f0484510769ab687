import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentImageAreaSchema,
  contentPageSchema,
  pageLanguageQuery,
  pageSlugSchema,
  pageSummarySchema,
  pageTranslationLanguageSchema,
  pageTranslationResponse,
  pageTranslationSchema,
  ROLE,
  updatePageRequest,
  updatePageTranslationRequest,
  uploadResponse,
  CONTENT_API,
} from '@club/contracts';
import { getPage } from './get-page.ts';
import { sendCachedRead } from '../../plugins/cached-read.ts';
import { readMultipart } from '../../plugins/uploads.ts';
import { getPageTranslation } from './get-page-translation.ts';
import { listPages } from './list-pages.ts';
import { removePageTranslation } from './remove-page-translation.ts';
import { ADMIN, tags } from './route-schemas.ts';
import { savePageTranslation } from './save-page-translation.ts';
import { updatePage } from './update-page.ts';
import { uploadImage } from './upload-image.ts';

/** The public pages (facilities, about us, ...), their editing and their photos. */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    CONTENT_API.pages,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The facility pages in menu order (cards), or every page',
        querystring: pageLanguageQuery.extend({
          which: z.enum(['facilities', 'all']).default('facilities'),
        }),
        response: { 200: z.array(pageSummarySchema) },
      },
    },
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        {
          key: `content/pages?which=${request.query.which}&lang=${request.query.lang}`,
          topics: ['pages'],
        },
        () => listPages(ctx, request.actor, request.query),
      ),
  );

  app.get(
    `${CONTENT_API.pages}/:slug`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A public page's text, timings, rules and photos",
        params: z.object({ slug: z.string().max(40) }),
        querystring: pageLanguageQuery,
        response: { 200: contentPageSchema },
      },
    },
    // Any case of the address is the same page; an unknown one throws and is not cached.
    // The reader's language is part of the key (English where the page has no version in it).
    async (request, reply) =>
      sendCachedRead(
        request,
        reply,
        ctx.reads,
        {
          key: `content/pages/${request.params.slug.toLowerCase()}?lang=${request.query.lang}`,
          topics: ['pages'],
        },
        () => getPage(ctx, request.actor, { ...request.params, lang: request.query.lang }),
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

  const versionParams = z.object({
    slug: pageSlugSchema,
    language: pageTranslationLanguageSchema,
  });

  app.get(
    `${ADMIN}/pages/:slug/translations/:language`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: "A page's Spanish or German version (null while visitors read English)",
        params: versionParams,
        response: { 200: pageTranslationResponse },
      },
    },
    async (request) => getPageTranslation(ctx, request.actor, request.params),
  );

  app.put(
    `${ADMIN}/pages/:slug/translations/:language`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: "Save a page's Spanish or German texts (body sanitised), timings and rules",
        params: versionParams,
        body: updatePageTranslationRequest,
        response: { 200: pageTranslationSchema },
      },
    },
    async (request) =>
      savePageTranslation(ctx, request.actor, { ...request.body, ...request.params }),
  );

  app.delete(
    `${ADMIN}/pages/:slug/translations/:language`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: "Remove a page's Spanish or German version (visitors read English again)",
        params: versionParams,
      },
    },
    async (request, reply) => {
      await removePageTranslation(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
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
