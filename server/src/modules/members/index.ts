/** The members module's public surface. */
export { memberRoutes } from './routes.ts';
export { memberFileRoutes } from './file-routes.ts';
