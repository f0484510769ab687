import type { FastifyPluginAsync } from 'fastify';
import { eventReportRoutes } from './event-report-routes.ts';
import { reportRoutes } from './routes.ts';

/** The reports module's HTTP side: its route files, registered by app.ts. */
export const reportsHttp: FastifyPluginAsync = async (app) => {
  await app.register(reportRoutes);
  await app.register(eventReportRoutes);
};
