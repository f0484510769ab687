import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './address-routes.ts';
import { categoryRoutes } from './category-routes.ts';
import { itemRoutes } from './item-routes.ts';
import { memberMenuRoutes } from './member-menu-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { outletRoutes } from './outlet-routes.ts';
import { staffOrderRoutes } from './staff-order-routes.ts';
import { streamRoutes } from './stream-routes.ts';
import { subCategoryRoutes } from './sub-category-routes.ts';

/** The fnb module's HTTP side: its route files, registered by app.ts. */
export const fnbHttp: FastifyPluginAsync = async (app) => {
  await app.register(outletRoutes);
  await app.register(categoryRoutes);
  await app.register(subCategoryRoutes);
  await app.register(itemRoutes);
  await app.register(memberMenuRoutes);
  await app.register(orderRoutes);
  await app.register(addressRoutes);
  await app.register(staffOrderRoutes);
  await app.register(streamRoutes);
};
