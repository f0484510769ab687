import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  outboxMailSchema,
  outboxPageSchema,
  outboxQuery,
  ROLE,
  MAIL_API,
} from '@club/contracts';
import { getOutboxMail } from './get-outbox-mail.ts';
import { listOutbox } from './list-outbox.ts';

/** The mail outbox as admins see it. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    MAIL_API.outbox,
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags: ['admin'],
        summary: 'Queued and sent mails',
        querystring: outboxQuery,
        response: { 200: outboxPageSchema },
      },
    },
    async (request) => listOutbox(ctx, request.actor, request.query),
  );

  app.get(
    `${MAIL_API.outbox}/:id`,
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags: ['admin'],
        summary: 'One mail of the outbox, with its text',
        params: idParams,
        response: { 200: outboxMailSchema },
      },
    },
    async (request) => getOutboxMail(ctx, request.actor, request.params),
  );
};
