import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeRequest,
  FNB_API,
  idParams,
  reorderRequest,
  ROLE,
  subCategoryRequest,
  subCategorySchema,
} from '@club/contracts';
import { removeSubCategory } from './remove-sub-category.ts';
import { reorderSubCategories } from './reorder-sub-categories.ts';
import { saveSubCategory } from './save-sub-category.ts';
import { setSubCategoryActive } from './set-sub-category-active.ts';

const tags = ['fnb'];
const ADMIN = [ROLE.admin];
const noContent = { 204: z.null() };

/** A category's sub-categories (restaurant/ManageSubCategory/{id}). */
export const subCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const C = FNB_API.categories;
  const S = FNB_API.subCategories;

  app.post(
    `${C}/:id/sub-categories`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a sub-category',
        params: idParams,
        body: subCategoryRequest,
        response: { 201: subCategorySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await saveSubCategory(ctx, request.actor, {
          ...request.body,
          categoryId: request.params.id,
        }),
      ),
  );

  app.put(
    `${C}/:id/sub-categories/order`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Put a category's sub-categories in a new order",
        params: idParams,
        body: reorderRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await reorderSubCategories(ctx, request.actor, {
        ...request.body,
        categoryId: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.put(
    `${S}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change a sub-category',
        params: idParams,
        body: subCategoryRequest,
        response: { 200: subCategorySchema },
      },
    },
    async (request) =>
      saveSubCategory(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.put(
    `${S}/:id/active`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Show or hide a sub-category on the menu',
        params: idParams,
        body: activeRequest,
        response: { 200: subCategorySchema },
      },
    },
    async (request) =>
      setSubCategoryActive(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.delete(
    `${S}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete a sub-category without items',
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeSubCategory(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
