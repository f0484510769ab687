/** The broadcasts feature's public surface: what other features may use. */
export { broadcastsKeys } from './api/keys';
