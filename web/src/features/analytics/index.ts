/* The analytics' public surface: what other features may use. */
export { analyticsKeys } from './api/keys';
