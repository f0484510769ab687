import type { FastifyPluginAsync } from 'fastify';
import { clubCalendarRoutes } from './club/club-routes.ts';
import { calendarRoutes } from './routes.ts';

/** The calendar module's HTTP side, registered by app.ts. */
export const calendarHttp: FastifyPluginAsync = async (app) => {
  await app.register(calendarRoutes);
  await app.register(clubCalendarRoutes);
};
