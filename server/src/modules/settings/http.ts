import type { FastifyPluginAsync } from 'fastify';
import { settingsRoutes } from './routes.ts';

/** The settings module's HTTP side: its route files, registered by app.ts. */
export const settingsHttp: FastifyPluginAsync = async (app) => {
  await app.register(settingsRoutes);
};
