import type { FastifyPluginAsync } from 'fastify';
import { inboxRoutes } from './routes.ts';

/** The inbox module's HTTP side, registered by app.ts. */
export const inboxHttp: FastifyPluginAsync = async (app) => {
  await app.register(inboxRoutes);
};
