import type { FastifyPluginAsync } from 'fastify';
import { newsReadRoutes } from './read-routes.ts';
import { newsRoutes } from './routes.ts';

/** The news module's HTTP side: its route files, registered by app.ts. */
export const newsHttp: FastifyPluginAsync = async (app) => {
  await app.register(newsRoutes);
  await app.register(newsReadRoutes);
};
