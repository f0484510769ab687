import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BANQUETS_API,
  banquetAddonList,
  banquetAddonRequest,
  banquetAddonSchema,
  idParams,
  ROLE,
} from '@club/contracts';
import { listAddons } from './list-addons.ts';
import { removeAddon } from './remove-addon.ts';
import { removeDish } from './remove-dish.ts';
import { saveAddon } from './save-addon.ts';

const tags = ['banquets'];
const ADMIN = [ROLE.admin];
const noContent = { 204: z.null() };

/** The add-ons of the banquet menus, and the deletion of a dish. */
export const addonRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const A = BANQUETS_API.addons;

  app.delete(
    `${BANQUETS_API.dishes}/:id`,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Delete a dish', params: idParams, response: noContent },
    },
    async (request, reply) => {
      await removeDish(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
  app.get(
    A,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Add-ons', response: { 200: banquetAddonList } },
    },
    async (request) => listAddons(ctx, request.actor),
  );
  app.post(
    A,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add an add-on',
        body: banquetAddonRequest,
        response: { 201: banquetAddonSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveAddon(ctx, request.actor, { ...request.body, id: null })),
  );
  app.put(
    `${A}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change an add-on',
        params: idParams,
        body: banquetAddonRequest,
        response: { 200: banquetAddonSchema },
      },
    },
    async (request) => saveAddon(ctx, request.actor, { ...request.body, id: request.params.id }),
  );
  app.delete(
    `${A}/:id`,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Delete an add-on', params: idParams, response: noContent },
    },
    async (request, reply) => {
      await removeAddon(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
};
