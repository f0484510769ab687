import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from './routes.ts';

/** The analytics module's HTTP side: its route file, registered by app.ts. */
export const analyticsHttp: FastifyPluginAsync = async (app) => {
  await app.register(analyticsRoutes);
};
