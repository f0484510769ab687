import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importCommitResponse,
  importPreviewResponse,
  memberListQuery,
  ROLE,
  idParams,
  MEMBERS_API,
} from '@club/contracts';
import { readFileUpload } from '../../plugins/uploads.ts';
import { commitImport } from './commit-import.ts';
import { exportMembers } from './export-members.ts';
import { previewImport } from './preview-import.ts';
import { readPhoto } from './read-photo.ts';
import { removePhoto } from './remove-photo.ts';
import { setPhoto } from './set-photo.ts';

const tags = ['members'];
const admin = { access: [ROLE.admin] };

/** Members' files: the CSV export and import, and the private member photo. */
export const memberFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    MEMBERS_API.exportCsv,
    {
      config: admin,
      schema: {
        tags,
        summary: 'The members matching the filters, as CSV',
        querystring: memberListQuery.pick({ term: true, status: true, membershipType: true }),
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportMembers(ctx, request.actor, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    MEMBERS_API.importPreview,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Check a members CSV (multipart field "file"): rows to import and every row error',
        response: { 200: importPreviewResponse },
      },
    },
    async (request) =>
      previewImport(ctx, request.actor, { file: await readFileUpload(request, 'file') }),
  );

  app.post(
    MEMBERS_API.import,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Import a members CSV (multipart field "file"): all rows or none',
        response: { 200: importCommitResponse },
      },
    },
    async (request) =>
      commitImport(ctx, request.actor, { file: await readFileUpload(request, 'file') }),
  );

  app.put(
    `${MEMBERS_API.admin}/:id/photo`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set the member\'s photo (multipart field "photo": JPG, PNG or WEBP)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const data = await readFileUpload(request, 'photo');
      await setPhoto(ctx, request.actor, { id: request.params.id, data });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${MEMBERS_API.admin}/:id/photo`,
    {
      config: admin,
      schema: {
        tags,
        summary: "Remove the member's photo",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removePhoto(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${MEMBERS_API.members}/:id/photo`,
    {
      config: { access: [ROLE.admin, ROLE.member] },
      schema: { tags, summary: "A member's photo (admins; the member themself)", params: idParams },
    },
    async (request, reply) => {
      const file = await readPhoto(ctx, request.actor, request.params);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
