/** The admin dashboard module's public surface. */
export { adminDashboardRoutes } from './routes.ts';
