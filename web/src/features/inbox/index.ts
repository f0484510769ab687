/** The inbox area's public surface: its query keys (the bell's readers may refresh it). */
export { inboxKeys } from './api/keys';
