import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { FEEDBACK_API, feedbackDetailSchema, idParams, ROLE } from '@club/contracts';
import { readFileUpload } from '../../plugins/uploads.ts';
import { addPhoto } from './add-photo.ts';
import { readPhoto } from './read-photo.ts';

const tags = ['feedback'];
const memberOnly = { access: [ROLE.member] };
const adminOnly = { access: [ROLE.admin] };
const mine = `${FEEDBACK_API.mine}/:id`;
const office = `${FEEDBACK_API.admin}/:id`;

/** Sends a private photo: never cached, never sniffed. */
function sendPhoto(reply: FastifyReply, file: { data: Buffer; contentType: string }) {
  return reply
    .type(file.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}

/** A feedback's photo: the member adds it; the member and the office read it. */
export const feedbackPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    `${mine}/photo`,
    {
      config: memberOnly,
      schema: {
        tags,
        summary: 'Add a photo (multipart field "photo": JPG, PNG or WEBP)',
        params: idParams,
        response: { 200: feedbackDetailSchema },
      },
    },
    async (request) => {
      const data = await readFileUpload(request, 'photo');
      return addPhoto(ctx, request.actor, { id: request.params.id, data });
    },
  );

  app.get(
    `${mine}/photo`,
    {
      config: memberOnly,
      schema: { tags, summary: "My feedback's photo", params: idParams },
    },
    async (request, reply) =>
      sendPhoto(reply, await readPhoto(ctx, request.actor, { id: request.params.id, mine: true })),
  );

  app.get(
    `${office}/photo`,
    {
      config: adminOnly,
      schema: { tags, summary: "A feedback's photo", params: idParams },
    },
    async (request, reply) =>
      sendPhoto(reply, await readPhoto(ctx, request.actor, { id: request.params.id, mine: false })),
  );
};
