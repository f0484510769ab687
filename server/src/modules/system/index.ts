/** The system module's public surface: health and readiness. */
export { systemRoutes } from './routes.ts';
