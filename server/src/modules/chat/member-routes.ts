import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_API,
  CHAT_EVENT,
  chatReadRequest,
  chatSchema,
  chatTextRequest,
  idParams,
  ROLE,
} from '@club/contracts';
import { streamEvents } from '../../plugins/event-stream.ts';
import { readMultipart } from '../../plugins/uploads.ts';
import { addAttachment } from './add-attachment.ts';
import { getMyChat } from './get-my-chat.ts';
import { markRead } from './mark-read.ts';
import { readFile } from './read-file.ts';
import { sendText } from './send-text.ts';
import { CHAT_TOPIC } from './topics.ts';
import { watchChat } from './watch-chat.ts';

const tags = ['chat'];
const member = { access: [ROLE.member] };
const B = CHAT_API.mine;
const side = { office: false };

/** Sends a private attachment: never cached, never sniffed. */
export function sendFile(reply: FastifyReply, file: { data: Buffer; contentType: string }) {
  return reply
    .type(file.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}

/** The member's chat with the office (SPEC.md §7 `/apps/chat`). */
export const chatMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    B,
    {
      config: member,
      schema: {
        tags,
        summary: "The member's chat with the office (made on first use)",
        response: { 200: chatSchema },
      },
    },
    async (request) => getMyChat(ctx, request.actor),
  );

  app.put(
    `${B}/addText`,
    {
      config: member,
      schema: {
        tags,
        summary: 'Send a text (the same clientId twice is stored once)',
        body: chatTextRequest,
        response: { 200: chatSchema },
      },
    },
    async (request) => sendText(ctx, request.actor, { ...request.body, ...side }),
  );

  app.put(
    `${B}/addAttachments`,
    {
      config: member,
      schema: {
        tags,
        summary: 'Send a file: multipart with id, clientId and the file as attachments',
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
      config: member,
      schema: {
        tags,
        summary: 'Mark the chat read up to a message',
        body: chatReadRequest,
        response: { 200: chatSchema },
      },
    },
    async (request) => markRead(ctx, request.actor, { ...request.body, ...side }),
  );

  app.get(
    `${B}/files/:id`,
    { config: member, schema: { tags, summary: 'An attachment of my chat', params: idParams } },
    async (request, reply) =>
      sendFile(reply, await readFile(ctx, request.actor, { id: request.params.id, ...side })),
  );

  app.get(
    `${B}/stream`,
    {
      config: member,
      schema: { tags, summary: "The member's chat changes, live (text/event-stream)" },
    },
    async (request, reply) => {
      const unwatch = await watchChat(ctx, request.actor);
      const memberId = request.actor.actingForMemberId ?? request.actor.memberId;
      streamEvents(request, reply, (send) => {
        const stop = ctx.live.subscribe(CHAT_TOPIC, (e) => {
          if (e.memberId === memberId) send(CHAT_EVENT, { chatId: e.chatId });
        });
        return () => {
          stop();
          unwatch();
        };
      });
    },
  );
};
