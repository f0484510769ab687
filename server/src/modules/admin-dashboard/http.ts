import type { FastifyPluginAsync } from 'fastify';
import { adminDashboardRoutes } from './routes.ts';

/** The admin-dashboard module's HTTP side: its route files, registered by app.ts. */
export const adminDashboardHttp: FastifyPluginAsync = async (app) => {
  await app.register(adminDashboardRoutes);
};
