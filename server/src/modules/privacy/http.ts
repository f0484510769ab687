import type { FastifyPluginAsync } from 'fastify';
import { privacyRoutes } from './routes.ts';

/** The privacy module's HTTP side: its route file, registered by app.ts. */
export const privacyHttp: FastifyPluginAsync = async (app) => {
  await app.register(privacyRoutes);
};
