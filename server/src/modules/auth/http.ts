import type { FastifyPluginAsync } from 'fastify';
import { recoveryRoutes } from './recovery-routes.ts';
import { authRoutes } from './routes.ts';

/** The auth module's HTTP side: its route files, registered by app.ts. */
export const authHttp: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(recoveryRoutes);
};
