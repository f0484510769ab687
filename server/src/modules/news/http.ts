import type { FastifyPluginAsync } from 'fastify';
import { albumFileRoutes } from './albums/album-file-routes.ts';
import { albumRoutes } from './albums/album-routes.ts';
import { newsReadRoutes } from './read-routes.ts';
import { newsRoutes } from './routes.ts';

/** The news module's HTTP side (the posts and the photo albums), registered by app.ts. */
export const newsHttp: FastifyPluginAsync = async (app) => {
  await app.register(newsRoutes);
  await app.register(newsReadRoutes);
  await app.register(albumRoutes);
  await app.register(albumFileRoutes);
};
