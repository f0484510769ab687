import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { catalogRoutes } from '../../../plugins/route-table.ts';
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

  catalogRoutes(app, {
    url: R,
    tags,
    access: ADMIN,
    add: { summary: 'Add a room', body: roomRequest, response: roomSchema, run: saveRoom },
    one: { summary: 'A room', response: roomSchema, run: getRoom },
    change: {
      summary: 'Change a room (at the version seen, else 409 room_changed)',
      body: roomUpdateRequest,
      response: roomSchema,
      run: saveRoom,
    },
    remove: { summary: 'Delete a room without blocked dates', run: removeRoom },
  });

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
};
