import type { FastifyPluginAsync } from 'fastify';
import { statementImportRoutes } from './import-routes.ts';
import { statementRoutes } from './routes.ts';

/** The statements module's HTTP side: its route files, registered by app.ts. */
export const statementsHttp: FastifyPluginAsync = async (app) => {
  await app.register(statementRoutes);
  await app.register(statementImportRoutes);
};
