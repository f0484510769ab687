import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { catalogRoutes, photoRoutes } from '../../../plugins/route-table.ts';
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

  catalogRoutes(app, {
    url: R,
    tags,
    access: ADMIN,
    list: { summary: 'Banquet halls', response: banquetHallList, run: listHalls },
    add: {
      summary: 'Add a banquet hall',
      body: banquetHallRequest,
      response: banquetHallSchema,
      run: saveHall,
    },
    one: { summary: 'A banquet hall', response: banquetHallSchema, run: getHall },
    change: {
      summary: 'Change a banquet hall (at the version seen, else 409 hall_changed)',
      body: banquetHallUpdateRequest,
      response: banquetHallSchema,
      run: saveHall,
    },
    remove: { summary: 'Delete a banquet hall', run: removeHall },
  });

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

  photoRoutes(app, {
    url: R,
    tags,
    access: ADMIN,
    thing: 'hall',
    response: banquetHallSchema,
    photoParams: banquetPhotoParams,
    upload: uploadHallPhoto,
    remove: removeHallPhoto,
  });
};
