/* The reports area's public surface: what other features may use. */
export { reportsKeys } from './api/keys';
