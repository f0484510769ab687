import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_API, CHAT_EVENT, chatSchema, ROLE } from '@club/contracts';
import { streamEvents } from '../../plugins/event-stream.ts';
import { conversationRoutes } from './conversation-routes.ts';
import { getMyChat } from './get-my-chat.ts';
import { CHAT_TOPIC } from './topics.ts';
import { watchChat } from './watch-chat.ts';

const tags = ['chat'];
const member = { access: [ROLE.member] };
const B = CHAT_API.mine;

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

  await app.register(
    conversationRoutes({
      base: B,
      access: member.access,
      office: false,
      summaries: {
        text: 'Send a text (the same clientId twice is stored once)',
        file: 'Send a file: multipart with id, clientId and the file as attachments',
        read: 'Mark the chat read up to a message',
        attachment: 'An attachment of my chat',
      },
    }),
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
