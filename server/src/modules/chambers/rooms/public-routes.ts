import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAMBERS_API, roomTypesResponse } from '@club/contracts';
import { listRoomTypes } from './list-room-types.ts';

const tags = ['chambers'];

/** What anyone may read of The Chambers (the public page, the member's booking screen). */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    CHAMBERS_API.roomTypes,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Active rooms by type: tariffs from, capacity, photos',
        response: { 200: roomTypesResponse },
      },
    },
    async (request) => listRoomTypes(ctx, request.actor),
  );
};
