import type { FastifyPluginAsync } from 'fastify';
import { fileRoutes } from './routes.ts';

/** The files module's HTTP side: its route files, registered by app.ts. */
export const filesHttp: FastifyPluginAsync = async (app) => {
  await app.register(fileRoutes);
};
