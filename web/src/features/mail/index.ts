/* The mail area's public surface: what other features may use. */
export { mailKeys } from './api/keys';
