/** The auth module's public surface: what other modules and the jobs may use. */
export { purgeExpired } from './purge-expired.ts';
