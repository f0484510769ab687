import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_API,
  CHAT_EVENT,
  chatAssignRequest,
  chatFeedbackRequest,
  chatListQuery,
  chatPageSchema,
  chatSchema,
  idParams,
  ROLE,
} from '@club/contracts';
import { streamEvents } from '../../plugins/event-stream.ts';
import { assignChat } from './assign-chat.ts';
import { conversationRoutes } from './conversation-routes.ts';
import { getChat } from './get-chat.ts';
import { listChats } from './list-chats.ts';
import { CHAT_TOPIC } from './topics.ts';
import { turnIntoFeedback } from './turn-into-feedback.ts';

const tags = ['chat'];
const admin = { access: [ROLE.admin] };
const B = CHAT_API.admin;

/** The office's side of the members' chats: the list, a conversation, answers, hand-over, feedback. */
export const chatStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    B,
    {
      config: admin,
      schema: {
        tags,
        summary: 'The chats of one status (open unless told), unread first, then the latest',
        querystring: chatListQuery,
        response: { 200: chatPageSchema },
      },
    },
    async (request) => listChats(ctx, request.actor, request.query),
  );

  app.get(
    `${B}/stream`,
    { config: admin, schema: { tags, summary: 'Every chat change, live (text/event-stream)' } },
    (request, reply) => {
      streamEvents(request, reply, (send) =>
        ctx.live.subscribe(CHAT_TOPIC, (e) => send(CHAT_EVENT, { chatId: e.chatId })),
      );
    },
  );

  app.get(
    `${B}/:id`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'One chat with its latest messages',
        params: idParams,
        response: { 200: chatSchema },
      },
    },
    async (request) => getChat(ctx, request.actor, request.params),
  );

  await app.register(
    conversationRoutes({
      base: B,
      access: admin.access,
      office: true,
      summaries: {
        text: 'Answer as the office (the same clientId twice is stored once)',
        file: 'Send a file as the office: multipart with id, clientId and attachments',
        read: 'Mark a chat read by the office up to a message',
        attachment: 'A chat attachment',
      },
    }),
  );

  app.put(
    `${B}/assign`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Hand a chat over to a colleague (an active staff user)',
        body: chatAssignRequest,
        response: { 200: chatSchema },
      },
    },
    async (request) => assignChat(ctx, request.actor, request.body),
  );

  app.put(
    `${B}/feedback`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Turn a complaint into feedback for the member (links and closes the chat)',
        body: chatFeedbackRequest,
        response: { 200: chatSchema },
      },
    },
    async (request) => turnIntoFeedback(ctx, request.actor, request.body),
  );
};
