/** The chat area's public surface: its query keys (the bell's readers may refresh it). */
export { chatKeys } from './api/keys';
