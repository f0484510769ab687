/** The mail module's public surface: the admin's outbox routes. */
export { mailRoutes } from './routes.ts';
