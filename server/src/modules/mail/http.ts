import type { FastifyPluginAsync } from 'fastify';
import { mailRoutes } from './routes.ts';

/** The mail module's HTTP side: its route files, registered by app.ts. */
export const mailHttp: FastifyPluginAsync = async (app) => {
  await app.register(mailRoutes);
};
