import type { FastifyPluginAsync } from 'fastify';
import { directoryMemberRoutes } from './member-routes.ts';
import { directoryStaffRoutes } from './staff-routes.ts';

/** The directory module's HTTP side: its route files, registered by app.ts. */
export const directoryHttp: FastifyPluginAsync = async (app) => {
  await app.register(directoryMemberRoutes);
  await app.register(directoryStaffRoutes);
};
