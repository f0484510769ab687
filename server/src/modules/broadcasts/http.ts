import type { FastifyPluginAsync } from 'fastify';
import { broadcastFileRoutes } from './file-routes.ts';
import { memberReceivedRoutes, staffReceivedRoutes } from './received-routes.ts';
import { broadcastRoutes } from './routes.ts';

/** The broadcasts module's HTTP side: its route files, registered by app.ts. */
export const broadcastsHttp: FastifyPluginAsync = async (app) => {
  await app.register(broadcastRoutes);
  await app.register(broadcastFileRoutes);
  await app.register(memberReceivedRoutes);
  await app.register(staffReceivedRoutes);
};
