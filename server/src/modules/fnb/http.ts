import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './addresses/address-routes.ts';
import { categoryRoutes } from './menu/category-routes.ts';
import { itemRoutes } from './menu/item-routes.ts';
import { memberMenuRoutes } from './menu/member-menu-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { outletRoutes } from './outlets/outlet-routes.ts';
import { staffOrderRoutes } from './orders/staff-order-routes.ts';
import { streamRoutes } from './orders/stream-routes.ts';
import { subCategoryRoutes } from './menu/sub-category-routes.ts';

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
