import type { FastifyPluginAsync } from 'fastify';
import { publicRoutes } from './public-routes.ts';
import { roomDetailRoutes } from './room-detail-routes.ts';
import { roomRoutes } from './room-routes.ts';

/** The chambers module's HTTP side: its route files, registered by app.ts. */
export const chambersHttp: FastifyPluginAsync = async (app) => {
  await app.register(roomRoutes);
  await app.register(roomDetailRoutes);
  await app.register(publicRoutes);
};
