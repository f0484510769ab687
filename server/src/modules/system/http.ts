import type { FastifyPluginAsync } from 'fastify';
import { systemRoutes } from './routes.ts';

/** The system module's HTTP side: its route files, registered by app.ts. */
export const systemHttp: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
};
