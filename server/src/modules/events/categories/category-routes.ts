import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventCategoryRequest,
  eventCategorySchema,
  eventCategoryTree,
  EVENTS_API,
  idParams,
  ROLE,
} from '@club/contracts';
import { listEventCategories } from './list-event-categories.ts';
import { removeEventCategory } from './remove-event-category.ts';
import { saveEventCategory } from './save-event-category.ts';

const tags = ['events'];
const ADMIN = [ROLE.admin];

/** The events' category tree (events/ManageCategory): the admin's only. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const C = EVENTS_API.categories;

  app.get(
    C,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'The category tree with counts of events',
        response: { 200: eventCategoryTree },
      },
    },
    async (request) => listEventCategories(ctx, request.actor),
  );

  app.post(
    C,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a category (a root, or a child of one)',
        body: eventCategoryRequest,
        response: { 201: eventCategorySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await saveEventCategory(ctx, request.actor, { ...request.body, id: null })),
  );

  app.put(
    `${C}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change a category',
        params: idParams,
        body: eventCategoryRequest,
        response: { 200: eventCategorySchema },
      },
    },
    async (request) =>
      saveEventCategory(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.delete(
    `${C}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete a category without events or children',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeEventCategory(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
