import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BANQUETS_API,
  banquetActiveRequest,
  banquetHallList,
  banquetHallRequest,
  banquetHallSchema,
  banquetHallUpdateRequest,
  banquetPhotoParams,
  idParams,
  ROLE,
} from '@club/contracts';
import { readFileUpload } from '../../../plugins/uploads.ts';
import { getHall } from './get-hall.ts';
import { listHalls } from './list-halls.ts';
import { removeHall } from './remove-hall.ts';
import { removeHallPhoto } from './remove-hall-photo.ts';
import { saveHall } from './save-hall.ts';
import { setHallActive } from './set-hall-active.ts';
import { uploadHallPhoto } from './upload-hall-photo.ts';

const tags = ['banquets'];
const ADMIN = [ROLE.admin];

/** Banquet halls (banquet/ManageBanquets): list, add, change, let or not, photos, delete. */
export const hallRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const R = BANQUETS_API.halls;

  app.get(
    R,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Banquet halls', response: { 200: banquetHallList } },
    },
    async (request) => listHalls(ctx, request.actor),
  );

  app.post(
    R,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a banquet hall',
        body: banquetHallRequest,
        response: { 201: banquetHallSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveHall(ctx, request.actor, { ...request.body, id: null })),
  );

  app.get(
    `${R}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'A banquet hall',
        params: idParams,
        response: { 200: banquetHallSchema },
      },
    },
    async (request) => getHall(ctx, request.actor, request.params),
  );

  app.put(
    `${R}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change a banquet hall (at the version seen, else 409 hall_changed)',
        params: idParams,
        body: banquetHallUpdateRequest,
        response: { 200: banquetHallSchema },
      },
    },
    async (request) => saveHall(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.put(
    `${R}/:id/active`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Let a banquet hall or stop letting it',
        params: idParams,
        body: banquetActiveRequest,
        response: { 200: banquetHallSchema },
      },
    },
    async (request) =>
      setHallActive(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.delete(
    `${R}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete a banquet hall',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeHall(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${R}/:id/photos`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a photo to a hall (multipart field "file"; JPEG, PNG or WebP)',
        params: idParams,
        response: { 201: banquetHallSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await uploadHallPhoto(ctx, request.actor, {
          id: request.params.id,
          data: await readFileUpload(request, 'file'),
        }),
      ),
  );

  app.delete(
    `${R}/:id/photos/:photoId`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Remove one of a hall's photos",
        params: banquetPhotoParams,
        response: { 200: banquetHallSchema },
      },
    },
    async (request) => removeHallPhoto(ctx, request.actor, request.params),
  );
};
