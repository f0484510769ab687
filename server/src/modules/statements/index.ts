/** The statements module's public surface. */
export { statementRoutes } from './routes.ts';
export { statementImportRoutes } from './import-routes.ts';
