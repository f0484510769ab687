import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeRequest,
  FNB_API,
  idParams,
  menuItemListQuery,
  menuItemPage,
  menuItemRequest,
  menuItemSchema,
  reorderRequest,
  ROLE,
  soldOutRequest,
} from '@club/contracts';
import { getMenuItem } from './get-menu-item.ts';
import { listMenuItems } from './list-menu-items.ts';
import { removeMenuItem } from './remove-menu-item.ts';
import { reorderMenuItems } from './reorder-menu-items.ts';
import { saveMenuItem } from './save-menu-item.ts';
import { setMenuItemFlags } from './set-menu-item-flags.ts';

const tags = ['fnb'];
const ADMIN = [ROLE.admin];
const noContent = { 204: z.null() };

/** Menu items (restaurant/ManageMenu) and the kitchen's sold-out switch. */
export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const I = FNB_API.items;

  app.get(
    I,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Menu items (searched, filtered, sorted, paged)',
        querystring: menuItemListQuery,
        response: { 200: menuItemPage },
      },
    },
    async (request) => listMenuItems(ctx, request.actor, request.query),
  );

  app.post(
    I,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a menu item',
        body: menuItemRequest,
        response: { 201: menuItemSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveMenuItem(ctx, request.actor, { ...request.body, id: null })),
  );

  app.put(
    `${I}/order`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Put a category's items in a new order",
        body: reorderRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await reorderMenuItems(ctx, request.actor, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${I}/:id`,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'A menu item', params: idParams, response: { 200: menuItemSchema } },
    },
    async (request) => getMenuItem(ctx, request.actor, request.params),
  );

  app.put(
    `${I}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change a menu item',
        params: idParams,
        body: menuItemRequest,
        response: { 200: menuItemSchema },
      },
    },
    async (request) => saveMenuItem(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.put(
    `${I}/:id/active`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Put an item on the menu or take it off',
        params: idParams,
        body: activeRequest,
        response: { 200: menuItemSchema },
      },
    },
    async (request) =>
      setMenuItemFlags(ctx, request.actor, { active: request.body.active, id: request.params.id }),
  );

  app.put(
    `${I}/:id/sold-out`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Mark an item sold out for today, or back in stock',
        params: idParams,
        body: soldOutRequest,
        response: { 200: menuItemSchema },
      },
    },
    async (request) =>
      setMenuItemFlags(ctx, request.actor, {
        soldOut: request.body.soldOut,
        id: request.params.id,
      }),
  );

  app.delete(
    `${I}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete a menu item nobody has ordered',
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeMenuItem(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
