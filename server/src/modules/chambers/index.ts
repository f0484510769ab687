/** The chambers module's public surface: the public read of rooms by type. */
export { listRoomTypes } from './list-room-types.ts';
