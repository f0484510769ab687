import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_API,
  CHAT_EVENT,
  chatAssignRequest,
  chatFeedbackRequest,
  chatListQuery,
  chatPageSchema,
  chatReadRequest,
  chatSchema,
  chatTextRequest,
  idParams,
  ROLE,
} from '@club/contracts';
import { streamEvents } from '../../plugins/event-stream.ts';
import { readMultipart } from '../../plugins/uploads.ts';
import { addAttachment } from './add-attachment.ts';
import { assignChat } from './assign-chat.ts';
import { getChat } from './get-chat.ts';
import { listChats } from './list-chats.ts';
import { markRead } from './mark-read.ts';
import { sendFile } from './member-routes.ts';
import { readFile } from './read-file.ts';
import { sendText } from './send-text.ts';
import { CHAT_TOPIC } from './topics.ts';
import { turnIntoFeedback } from './turn-into-feedback.ts';

const tags = ['chat'];
const admin = { access: [ROLE.admin] };
const B = CHAT_API.admin;
const side = { office: true };

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
    `${B}/files/:id`,
    { config: admin, schema: { tags, summary: 'A chat attachment', params: idParams } },
    async (request, reply) =>
      sendFile(reply, await readFile(ctx, request.actor, { id: request.params.id, ...side })),
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

  app.put(
    `${B}/addText`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Answer as the office (the same clientId twice is stored once)',
        body: chatTextRequest,
        response: { 200: chatSchema },
      },
    },
    async (request) => sendText(ctx, request.actor, { ...request.body, ...side }),
  );

  app.put(
    `${B}/addAttachments`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Send a file as the office: multipart with id, clientId and attachments',
        consumes: ['multipart/form-data'],
        response: { 200: chatSchema },
      },
    },
    async (request) => {
      const upload = await readMultipart(request, ctx.config.UPLOAD_MAX_BYTES);
      return addAttachment(ctx, request.actor, { ...upload, ...side });
    },
  );

  app.put(
    `${B}/read`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mark a chat read by the office up to a message',
        body: chatReadRequest,
        response: { 200: chatSchema },
      },
    },
    async (request) => markRead(ctx, request.actor, { ...request.body, ...side }),
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
