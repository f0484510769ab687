/** The auth module's public surface. */
export { authRoutes } from './routes.ts';
export { recoveryRoutes } from './recovery-routes.ts';
export { purgeExpired } from './purge-expired.ts';
