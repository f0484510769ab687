import type { FastifyPluginAsync } from 'fastify';
import { memberBellRoutes, staffBellRoutes } from './bell-routes.ts';
import { prefsRoutes } from './prefs-routes.ts';

/** The notifications module's HTTP side: its route files, registered by app.ts. */
export const notificationsHttp: FastifyPluginAsync = async (app) => {
  await app.register(memberBellRoutes);
  await app.register(staffBellRoutes);
  await app.register(prefsRoutes);
};
