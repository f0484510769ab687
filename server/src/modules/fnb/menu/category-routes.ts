import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeRequest,
  categoryDetail,
  categoryListQuery,
  categoryPage,
  categoryRequest,
  categorySchema,
  FNB_API,
  idParams,
  reorderRequest,
  ROLE,
} from '@club/contracts';
import { getCategory } from './get-category.ts';
import { listCategories } from './list-categories.ts';
import { removeCategory } from './remove-category.ts';
import { reorderCategories } from './reorder-categories.ts';
import { saveCategory } from './save-category.ts';
import { setCategoryActive } from './set-category-active.ts';

const tags = ['fnb'];
const ADMIN = [ROLE.admin];
const noContent = { 204: z.null() };

/** Menu categories (restaurant/ManageCategory). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const C = FNB_API.categories;

  app.get(
    C,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "An outlet's categories (searched, paged)",
        querystring: categoryListQuery,
        response: { 200: categoryPage },
      },
    },
    async (request) => listCategories(ctx, request.actor, request.query),
  );

  app.post(
    C,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a category',
        body: categoryRequest,
        response: { 201: categorySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveCategory(ctx, request.actor, { ...request.body, id: null })),
  );

  app.put(
    `${C}/order`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Put an outlet's categories in a new order",
        body: reorderRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await reorderCategories(ctx, request.actor, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${C}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'A category with its sub-categories',
        params: idParams,
        response: { 200: categoryDetail },
      },
    },
    async (request) => getCategory(ctx, request.actor, request.params),
  );

  app.put(
    `${C}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change a category',
        params: idParams,
        body: categoryRequest,
        response: { 200: categorySchema },
      },
    },
    async (request) => saveCategory(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.put(
    `${C}/:id/active`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Show or hide a category on the menu',
        params: idParams,
        body: activeRequest,
        response: { 200: categorySchema },
      },
    },
    async (request) =>
      setCategoryActive(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.delete(
    `${C}/:id`,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Delete an empty category', params: idParams, response: noContent },
    },
    async (request, reply) => {
      await removeCategory(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
