import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticeRequest, noticeSchema, ROLE, idParams, CONTENT_API } from '@club/contracts';
import { listAllNotices } from './list-all-notices.ts';
import { listCurrentNotices, listPublicNotices } from './list-current-notices.ts';
import { removeNotice } from './remove-notice.ts';
import { ADMIN, noContent, tags } from './route-schemas.ts';
import { saveNotice } from './save-notice.ts';

/**
 * The Notice Board (members and staff), today's public notices (everyone) and the notices'
 * upkeep (admins, editors).
 */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    CONTENT_API.notices,
    {
      config: { access: [ROLE.member, ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'The Notice Board: notices shown today',
        response: { 200: z.array(noticeSchema) },
      },
    },
    async (request) => listCurrentNotices(ctx, request.actor),
  );

  app.get(
    CONTENT_API.publicNotices,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Today's notices for everyone (the public site's /news); never the members' own",
        response: { 200: z.array(noticeSchema) },
      },
    },
    async (request) => listPublicNotices(ctx, request.actor),
  );

  app.get(
    `${ADMIN}/notices`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Every notice, past and future',
        response: { 200: z.array(noticeSchema) },
      },
    },
    async (request) => listAllNotices(ctx, request.actor),
  );

  app.post(
    `${ADMIN}/notices`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Add a notice (body sanitised)',
        body: noticeRequest,
        response: { 201: noticeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveNotice(ctx, request.actor, { id: null, ...request.body })),
  );

  app.put(
    `${ADMIN}/notices/:id`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: {
        tags,
        summary: 'Change a notice',
        params: idParams,
        body: noticeRequest,
        response: { 200: noticeSchema },
      },
    },
    async (request) => saveNotice(ctx, request.actor, { id: request.params.id, ...request.body }),
  );

  app.delete(
    `${ADMIN}/notices/:id`,
    {
      config: { access: [ROLE.admin, ROLE.editor] },
      schema: { tags, summary: 'Remove a notice', params: idParams, response: noContent },
    },
    async (request, reply) => {
      await removeNotice(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
