import type { FastifyPluginAsync } from 'fastify';
import { memberDashboardRoutes } from './routes.ts';

/** The member-dashboard module's HTTP side: its route files, registered by app.ts. */
export const memberDashboardHttp: FastifyPluginAsync = async (app) => {
  await app.register(memberDashboardRoutes);
};
