import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityQuery,
  availabilityResponse,
  changeStatusRequest,
  createMemberRequest,
  importCommitResponse,
  importPreviewResponse,
  memberDetail,
  memberListQuery,
  memberListResponse,
  messageResponse,
  updateMemberRequest,
} from '@club/contracts';
import { checkAvailability } from './availability.ts';
import { changeStatus } from './change-status.ts';
import { exportMembers } from './export-members.ts';
import { commitImport, previewImport } from './import-members.ts';
import { listMembers } from './list-members.ts';
import { getMember } from './member-record.ts';
import { readFileUpload, readPhoto, removePhoto, setPhoto } from './photo.ts';
import { resetPin } from './reset-pin.ts';
import { createMember, updateMember } from './save-member.ts';

const tags = ['members'];
const admin = { access: ['A'] as const };
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Admin member management (member/manageMembers) and the private member photo. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/admin/members',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Members: searched, filtered, sorted, paginated',
        querystring: memberListQuery,
        response: { 200: memberListResponse },
      },
    },
    async (request) => listMembers(ctx.db, request.query),
  );

  app.get(
    '/api/admin/members/availability',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Whether a member code or email is still free',
        querystring: availabilityQuery,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => checkAvailability(ctx.db, request.query),
  );

  app.get(
    '/api/admin/members/export.csv',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The members matching the filters, as CSV',
        querystring: memberListQuery.pick({ term: true, status: true, membershipType: true }),
      },
    },
    async (request, reply) => {
      const csv = await exportMembers(ctx.db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="members-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/admin/members/import/preview',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Check a members CSV (multipart field "file"): rows to import and every row error',
        response: { 200: importPreviewResponse },
      },
    },
    async (request) => previewImport(ctx, await readFileUpload(request, 'file')),
  );

  app.post(
    '/api/admin/members/import',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Import a members CSV (multipart field "file"): all rows or none',
        response: { 200: importCommitResponse },
      },
    },
    async (request) => commitImport(ctx, request, await readFileUpload(request, 'file')),
  );

  app.post(
    '/api/admin/members',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a member (mails the first PIN)',
        body: createMemberRequest,
        response: { 201: memberDetail },
      },
    },
    async (request, reply) => reply.code(201).send(await createMember(ctx, request, request.body)),
  );

  app.get(
    '/api/admin/members/:id',
    {
      config: admin,
      schema: { tags, summary: 'One member', params: idParams, response: { 200: memberDetail } },
    },
    async (request) => getMember(ctx.db, request.params.id),
  );

  app.put(
    '/api/admin/members/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Edit a member (audited)',
        params: idParams,
        body: updateMemberRequest,
        response: { 200: memberDetail },
      },
    },
    async (request) => updateMember(ctx, request, request.params.id, request.body),
  );

  app.put(
    '/api/admin/members/:id/status',
    {
      config: admin,
      schema: {
        tags,
        summary: "Change a member's status (audited)",
        params: idParams,
        body: changeStatusRequest,
        response: { 200: memberDetail },
      },
    },
    async (request) => changeStatus(ctx, request, request.params.id, request.body),
  );

  app.post(
    '/api/admin/members/:id/reset-pin',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mail the member a new temporary PIN',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => resetPin(ctx, request, request.params.id),
  );

  app.put(
    '/api/admin/members/:id/photo',
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
      await setPhoto(ctx, request, request.params.id, await readFileUpload(request, 'photo'));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/admin/members/:id/photo',
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
      await removePhoto(ctx, request, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/members/:id/photo',
    {
      config: { access: ['A', 'M'] },
      schema: { tags, summary: "A member's photo (admins; the member themself)", params: idParams },
    },
    async (request, reply) => {
      const file = await readPhoto(ctx, request, request.params.id);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
