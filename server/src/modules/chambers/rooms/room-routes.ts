import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAMBERS_API,
  idParams,
  ROLE,
  roomActiveRequest,
  roomListQuery,
  roomPage,
  roomRequest,
  roomSchema,
  roomUpdateRequest,
} from '@club/contracts';
import { getRoom } from './get-room.ts';
import { listRooms } from './list-rooms.ts';
import { removeRoom } from './remove-room.ts';
import { saveRoom } from './save-room.ts';
import { setRoomActive } from './set-room-active.ts';

const tags = ['chambers'];
const ADMIN = [ROLE.admin];

/** Rooms (chamber/ManageRooms): list, add, change, let or stop letting, delete. */
export const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const R = CHAMBERS_API.rooms;

  app.get(
    R,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Rooms (searched, filtered, sorted, paged)',
        querystring: roomListQuery,
        response: { 200: roomPage },
      },
    },
    async (request) => listRooms(ctx, request.actor, request.query),
  );

  app.post(
    R,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Add a room', body: roomRequest, response: { 201: roomSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await saveRoom(ctx, request.actor, { ...request.body, id: null })),
  );

  app.get(
    `${R}/:id`,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'A room', params: idParams, response: { 200: roomSchema } },
    },
    async (request) => getRoom(ctx, request.actor, request.params),
  );

  app.put(
    `${R}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change a room (at the version seen, else 409 room_changed)',
        params: idParams,
        body: roomUpdateRequest,
        response: { 200: roomSchema },
      },
    },
    async (request) => saveRoom(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.put(
    `${R}/:id/active`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Let a room or stop letting it',
        params: idParams,
        body: roomActiveRequest,
        response: { 200: roomSchema },
      },
    },
    async (request) =>
      setRoomActive(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.delete(
    `${R}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete a room without blocked dates',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeRoom(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
