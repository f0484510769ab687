import type { FastifyPluginAsync } from 'fastify';
import { calendarRoutes } from './routes.ts';

/** The calendar module's HTTP side, registered by app.ts. */
export const calendarHttp: FastifyPluginAsync = async (app) => {
  await app.register(calendarRoutes);
};
