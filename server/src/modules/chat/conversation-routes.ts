import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatReadRequest, chatSchema, chatTextRequest, idParams, type Role } from '@club/contracts';
import { readMultipart } from '../../plugins/uploads.ts';
import { addAttachment } from './add-attachment.ts';
import { markRead } from './mark-read.ts';
import { readFile } from './read-file.ts';
import { sendText } from './send-text.ts';

const tags = ['chat'];

/** Sends a private attachment: never cached, never sniffed. */
function sendFile(reply: FastifyReply, file: { data: Buffer; contentType: string }) {
  return reply
    .type(file.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}

/**
 * What both sides do in a conversation, under their own base path and access: send a text and a
 * file (the same clientId twice is stored once), mark read, read an attachment. The member
 * reaches only their own chat, the office any (`office`).
 */
export function conversationRoutes(o: {
  base: string;
  access: Role[];
  office: boolean;
  summaries: { text: string; file: string; read: string; attachment: string };
}): FastifyPluginAsyncZod {
  const config = { access: o.access };
  const side = { office: o.office };
  return async (app) => {
    const ctx = app.ctx;

    app.put(
      `${o.base}/addText`,
      {
        config,
        schema: {
          tags,
          summary: o.summaries.text,
          body: chatTextRequest,
          response: { 200: chatSchema },
        },
      },
      async (request) => sendText(ctx, request.actor, { ...request.body, ...side }),
    );

    app.put(
      `${o.base}/addAttachments`,
      {
        config,
        schema: {
          tags,
          summary: o.summaries.file,
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
      `${o.base}/read`,
      {
        config,
        schema: {
          tags,
          summary: o.summaries.read,
          body: chatReadRequest,
          response: { 200: chatSchema },
        },
      },
      async (request) => markRead(ctx, request.actor, { ...request.body, ...side }),
    );

    app.get(
      `${o.base}/files/:id`,
      { config, schema: { tags, summary: o.summaries.attachment, params: idParams } },
      async (request, reply) =>
        sendFile(reply, await readFile(ctx, request.actor, { id: request.params.id, ...side })),
    );
  };
}
