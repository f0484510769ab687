/* The audit area's public surface: what other features may use. */
export { auditKeys } from './api/keys';
