import type { FastifyPluginAsync } from 'fastify';
import { taskRoutes } from './routes.ts';

/** The tasks module's HTTP side: its route file, registered by app.ts. */
export const tasksHttp: FastifyPluginAsync = async (app) => {
  await app.register(taskRoutes);
};
