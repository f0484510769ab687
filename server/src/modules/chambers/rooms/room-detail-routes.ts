import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAMBERS_API,
  idParams,
  ROLE,
  roomBlockList,
  roomBlockParams,
  roomBlockRequest,
  roomBlockSchema,
  roomPhotoParams,
  roomSchema,
} from '@club/contracts';
import { noContent, photoRoutes } from '../../../plugins/route-table.ts';
import { addRoomBlock } from './add-room-block.ts';
import { listRoomBlocks } from './list-room-blocks.ts';
import { removeRoomBlock } from './remove-room-block.ts';
import { removeRoomPhoto } from './remove-room-photo.ts';
import { uploadRoomPhoto } from './upload-room-photo.ts';

const tags = ['chambers'];
const ADMIN = [ROLE.admin];

/** A room's photos and its blocked dates (maintenance). */
export const roomDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const R = CHAMBERS_API.rooms;

  photoRoutes(app, {
    url: R,
    tags,
    access: ADMIN,
    thing: 'room',
    response: roomSchema,
    photoParams: roomPhotoParams,
    upload: uploadRoomPhoto,
    remove: removeRoomPhoto,
  });

  app.get(
    `${R}/:id/blocks`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "A room's blocked dates, earliest first",
        params: idParams,
        response: { 200: roomBlockList },
      },
    },
    async (request) => listRoomBlocks(ctx, request.actor, request.params),
  );

  app.post(
    `${R}/:id/blocks`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Block nights of a room (from and to both included; no overlap)',
        params: idParams,
        body: roomBlockRequest,
        response: { 201: roomBlockSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addRoomBlock(ctx, request.actor, { ...request.body, id: request.params.id })),
  );

  app.delete(
    `${R}/:id/blocks/:blockId`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Lift a block of a room',
        params: roomBlockParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeRoomBlock(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
