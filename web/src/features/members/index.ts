/* The members area's public surface: what other features may use. */
export { membersKeys } from './api/keys';
