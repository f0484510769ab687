import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BANQUETS_API,
  banquetAddonList,
  banquetAddonRequest,
  banquetAddonSchema,
  idParams,
  ROLE,
} from '@club/contracts';
import { catalogRoutes, noContent } from '../../../plugins/route-table.ts';
import { listAddons } from './list-addons.ts';
import { removeAddon } from './remove-addon.ts';
import { removeDish } from './remove-dish.ts';
import { saveAddon } from './save-addon.ts';

const tags = ['banquets'];
const ADMIN = [ROLE.admin];

/** The add-ons of the banquet menus, and the deletion of a dish. */
export const addonRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

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
  catalogRoutes(app, {
    url: BANQUETS_API.addons,
    tags,
    access: ADMIN,
    list: { summary: 'Add-ons', response: banquetAddonList, run: listAddons },
    add: {
      summary: 'Add an add-on',
      body: banquetAddonRequest,
      response: banquetAddonSchema,
      run: saveAddon,
    },
    change: {
      summary: 'Change an add-on',
      body: banquetAddonRequest,
      response: banquetAddonSchema,
      run: saveAddon,
    },
    remove: { summary: 'Delete an add-on', run: removeAddon },
  });
};
