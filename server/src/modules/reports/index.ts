/** The reports module's public surface. */
export { reportRoutes } from './routes.ts';
