/* The admin dashboard's public surface: what other features may use. */
export { adminDashboardKeys } from './api/keys';
