import { max } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  affiliatedClubRequest,
  affiliatedClubSchema,
  committeeMemberRequest,
  committeeMemberSchema,
  contentImageAreaSchema,
  contentPageSchema,
  ENQUIRY_LIMIT,
  enquiryRequest,
  magazineIssueSchema,
  messageResponse,
  noticeRequest,
  noticeSchema,
  pageSlugSchema,
  pageSummarySchema,
  siteImageKindSchema,
  siteImageRequest,
  siteImageSchema,
  updatePageRequest,
  uploadResponse,
} from '@club/contracts';
import { contentPages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { getSettingsRow } from '../settings/index.ts';
import {
  affiliatedClubs,
  committeeMembers,
  listAffiliated,
  listCommittee,
  listSiteImages,
  removeEntry,
  saveAffiliatedClub,
  saveCommitteeMember,
  saveSiteImage,
  siteImages,
} from './collections.ts';
import { issueFile, listIssues, removeIssue, uploadIssue } from './magazine.ts';
import { listAllNotices, listCurrentNotices, removeNotice, saveNotice } from './notices.ts';
import { getPage, listPages, updatePage } from './pages.ts';
import { robotsTxt, sitemapXml } from './seo.ts';
import { sendEnquiry } from './send-enquiry.ts';
import { uploadImage } from './upload-image.ts';

const tags = ['content'];
const EDITORS = ['A', 'U'] as const;
const READERS = ['M', 'A', 'U'] as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const noContent = { 204: z.null() };

/** The public site's content, its management (A, U), the Notice Board and Clubman (members). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Revalidated on every visit: an editor's change shows at once.
  const publicCache = 'no-cache';

  // ---- public pages ----
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
    async (request, reply) => {
      void reply.header('cache-control', publicCache);
      return listPages(ctx.db, request.query.which);
    },
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
    async (request, reply) => {
      const slug = pageSlugSchema.safeParse(request.params.slug.toLowerCase());
      if (!slug.success) throw notFound('No such page.');
      void reply.header('cache-control', publicCache);
      return getPage(ctx.db, slug.data);
    },
  );

  app.get(
    '/api/content/images',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Home banners and gallery photos',
        querystring: z.object({ kind: siteImageKindSchema.optional() }),
        response: { 200: z.array(siteImageSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', publicCache);
      return listSiteImages(ctx.db, request.query.kind);
    },
  );

  app.get(
    '/api/content/committee',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The Managing Committee',
        response: { 200: z.array(committeeMemberSchema) },
      },
    },
    async () => listCommittee(ctx.db),
  );

  app.get(
    '/api/content/affiliated',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Affiliated clubs',
        response: { 200: z.array(affiliatedClubSchema) },
      },
    },
    async () => listAffiliated(ctx.db),
  );

  app.post(
    '/api/enquiries',
    {
      config: {
        access: 'public',
        rateLimit: { max: ENQUIRY_LIMIT.max, timeWindow: ENQUIRY_LIMIT.windowMinutes * 60_000 },
      },
      schema: {
        tags,
        summary: 'Send an enquiry to the club office (rate-limited per address)',
        body: enquiryRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: await sendEnquiry(ctx, request.body, request.ip) }),
  );

  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(ctx.config)),
  );

  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const [row] = await ctx.db.select({ at: max(contentPages.updatedAt) }).from(contentPages);
      return reply
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(ctx.config, row?.at ?? new Date()));
    },
  );

  // ---- members: the Notice Board and Clubman ----
  app.get(
    '/api/notices',
    {
      config: { access: [...READERS] },
      schema: {
        tags,
        summary: 'The Notice Board: notices shown today',
        response: { 200: z.array(noticeSchema) },
      },
    },
    async () => listCurrentNotices(ctx.db, (await getSettingsRow(ctx.db)).timeZone),
  );

  app.get(
    '/api/magazine',
    {
      config: { access: [...READERS] },
      schema: {
        tags,
        summary: 'Clubman issues, newest first (the current issue, then the archive)',
        response: { 200: z.array(magazineIssueSchema) },
      },
    },
    async () => listIssues(ctx.db),
  );

  app.get(
    '/api/magazine/:id/file',
    {
      config: { access: [...READERS] },
      schema: { tags, summary: 'The PDF of a Clubman issue (members only)', params: idParams },
    },
    async (request, reply) => {
      const file = await issueFile(ctx, request.params.id);
      const name = `${file.title.replace(/[^A-Za-z0-9 _-]+/g, '').trim() || 'Clubman'}.pdf`;
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );

  // ---- management (admins and editors) ----
  const admin = '/api/admin/content';

  app.put(
    `${admin}/pages/:slug`,
    {
      config: { access: [...EDITORS] },
      schema: {
        tags,
        summary: "Save a page's text (sanitised), timings, rules, photos and call to action",
        params: z.object({ slug: pageSlugSchema }),
        body: updatePageRequest,
        response: { 200: contentPageSchema },
      },
    },
    async (request) => updatePage(ctx, request, request.params.slug, request.body),
  );

  app.post(
    `${admin}/uploads/:area`,
    {
      config: { access: [...EDITORS] },
      schema: {
        tags,
        summary: 'Upload a photo (JPG, PNG or WEBP; checked by its bytes and size)',
        params: z.object({ area: contentImageAreaSchema }),
        response: { 201: uploadResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await uploadImage(ctx, request, request.params.area)),
  );

  const collections = [
    {
      path: 'committee',
      what: 'committee member',
      body: committeeMemberRequest,
      item: committeeMemberSchema,
      table: committeeMembers,
      list: () => listCommittee(ctx.db),
      save: saveCommitteeMember,
    },
    {
      path: 'affiliated',
      what: 'affiliated club',
      body: affiliatedClubRequest,
      item: affiliatedClubSchema,
      table: affiliatedClubs,
      list: () => listAffiliated(ctx.db),
      save: saveAffiliatedClub,
    },
    {
      path: 'images',
      what: 'banner or gallery photo',
      body: siteImageRequest,
      item: siteImageSchema,
      table: siteImages,
      list: () => listSiteImages(ctx.db),
      save: saveSiteImage,
    },
  ] as const;

  for (const c of collections) {
    const find = async (id: number) => (await c.list()).find((x) => x.id === id)!;
    app.post(
      `${admin}/${c.path}`,
      {
        config: { access: [...EDITORS] },
        schema: { tags, summary: `Add a ${c.what}`, body: c.body, response: { 201: c.item } },
      },
      async (request, reply) => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry's body matches its save
        const id = await c.save(ctx, request, null, request.body as any);
        return reply.code(201).send(await find(id));
      },
    );
    app.put(
      `${admin}/${c.path}/:id`,
      {
        config: { access: [...EDITORS] },
        schema: {
          tags,
          summary: `Change a ${c.what}`,
          params: idParams,
          body: c.body,
          response: { 200: c.item },
        },
      },
      async (request) => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry's body matches its save
        const id = await c.save(ctx, request, request.params.id, request.body as any);
        return find(id);
      },
    );
    app.delete(
      `${admin}/${c.path}/:id`,
      {
        config: { access: [...EDITORS] },
        schema: { tags, summary: `Remove a ${c.what}`, params: idParams, response: noContent },
      },
      async (request, reply) => {
        await removeEntry(ctx, request, c.table, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }

  app.get(
    `${admin}/notices`,
    {
      config: { access: [...EDITORS] },
      schema: {
        tags,
        summary: 'Every notice, past and future',
        response: { 200: z.array(noticeSchema) },
      },
    },
    async () => listAllNotices(ctx.db),
  );
  app.post(
    `${admin}/notices`,
    {
      config: { access: [...EDITORS] },
      schema: {
        tags,
        summary: 'Add a notice (body sanitised)',
        body: noticeRequest,
        response: { 201: noticeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveNotice(ctx, request, null, request.body)),
  );
  app.put(
    `${admin}/notices/:id`,
    {
      config: { access: [...EDITORS] },
      schema: {
        tags,
        summary: 'Change a notice',
        params: idParams,
        body: noticeRequest,
        response: { 200: noticeSchema },
      },
    },
    async (request) => saveNotice(ctx, request, request.params.id, request.body),
  );
  app.delete(
    `${admin}/notices/:id`,
    {
      config: { access: [...EDITORS] },
      schema: { tags, summary: 'Remove a notice', params: idParams, response: noContent },
    },
    async (request, reply) => {
      await removeNotice(ctx, request, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${admin}/magazine`,
    {
      config: { access: [...EDITORS] },
      schema: {
        tags,
        summary:
          'Upload a Clubman issue: multipart with title, issueDate (YYYY-MM-DD) and the PDF as file',
        response: { 201: magazineIssueSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await uploadIssue(ctx, request)),
  );
  app.delete(
    `${admin}/magazine/:id`,
    {
      config: { access: [...EDITORS] },
      schema: {
        tags,
        summary: 'Remove a Clubman issue and its PDF',
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeIssue(ctx, request, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
