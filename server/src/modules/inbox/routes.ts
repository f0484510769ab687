import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INBOX_API,
  inboxIdParams,
  inboxMessageSchema,
  inboxPageSchema,
  inboxQuery,
  inboxStateRequest,
  inboxStateResponse,
  ROLE,
} from '@club/contracts';
import { listInbox } from './list-inbox.ts';
import { readInboxMessage } from './read-inbox-message.ts';
import { updateInboxState } from './update-inbox-state.ts';

const tags = ['inbox'];
const member = { access: [ROLE.member] };

/** The member's inbox (SPEC.md §7 `/apps/mailbox`): the list, one message, the member's state. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    INBOX_API.mine,
    {
      config: member,
      schema: {
        tags,
        summary: "The member's messages of one folder, newest first",
        querystring: inboxQuery,
        response: { 200: inboxPageSchema },
      },
    },
    async (request) => listInbox(ctx, request.actor, request.query),
  );

  app.put(
    `${INBOX_API.mine}/state`,
    {
      config: member,
      schema: {
        tags,
        summary: 'Star, mark important, tag, mark read or move one or several messages',
        body: inboxStateRequest,
        response: { 200: inboxStateResponse },
      },
    },
    async (request) => updateInboxState(ctx, request.actor, request.body),
  );

  app.get(
    `${INBOX_API.mine}/:id`,
    {
      config: member,
      schema: {
        tags,
        summary: 'One message, opened (marks it read)',
        params: inboxIdParams,
        response: { 200: inboxMessageSchema },
      },
    },
    async (request) => readInboxMessage(ctx, request.actor, request.params),
  );
};
