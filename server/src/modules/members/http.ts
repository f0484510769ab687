import type { FastifyPluginAsync } from 'fastify';
import { memberAccountRoutes } from './account-routes.ts';
import { memberFileRoutes } from './file-routes.ts';
import { memberRoutes } from './routes.ts';

/** The members module's HTTP side: its route files, registered by app.ts. */
export const membersHttp: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  await app.register(memberFileRoutes);
  await app.register(memberAccountRoutes);
};
