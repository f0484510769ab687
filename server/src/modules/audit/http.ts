import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './routes.ts';

/** The audit module's HTTP side: its route files, registered by app.ts. */
export const auditHttp: FastifyPluginAsync = async (app) => {
  await app.register(auditRoutes);
};
