import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { magazineIssueSchema, ROLE, idParams, CONTENT_API } from '@club/contracts';
import { getMagazineFile } from './get-magazine-file.ts';
import { readMultipart } from '../../plugins/uploads.ts';
import { listMagazineIssues } from './list-magazine-issues.ts';
import { removeMagazineIssue } from './remove-magazine-issue.ts';
import { ADMIN, noContent, tags } from './route-schemas.ts';
import { uploadMagazineIssue } from './upload-magazine-issue.ts';

/** Clubman, the club magazine: its issues for members and staff, their upkeep for editors. */
export const magazineRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    CONTENT_API.magazine,
    {
      config: { access: [ROLE.member, ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Clubman issues, newest first (the current issue, then the archive)',
        response: { 200: z.array(magazineIssueSchema) },
      },
    },
    async (request) => listMagazineIssues(ctx, request.actor),
  );

  app.get(
    `${CONTENT_API.magazine}/:id/file`,
    {
      config: { access: [ROLE.member, ROLE.admin, ROLE.editor] },
      schema: { tags, summary: 'The PDF of a Clubman issue (members only)', params: idParams },
    },
    async (request, reply) => {
      const file = await getMagazineFile(ctx, request.actor, request.params);
      const name = `${file.title.replace(/[^A-Za-z0-9 _-]+/g, '').trim() || 'Clubman'}.pdf`;
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );

  app.post(
    `${ADMIN}/magazine`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary:
          'Upload a Clubman issue: multipart with title, issueDate (YYYY-MM-DD) and the PDF as file',
        response: { 201: magazineIssueSchema },
      },
    },
    async (request, reply) => {
      const upload = await readMultipart(request, ctx.config.UPLOAD_MAX_BYTES);
      return reply.code(201).send(await uploadMagazineIssue(ctx, request.actor, upload));
    },
  );

  app.delete(
    `${ADMIN}/magazine/:id`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Remove a Clubman issue and its PDF',
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeMagazineIssue(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
