/** The chambers feature's public surface: what other features may use. */
export { chambersKeys } from './api/keys';
export { useRoomTypes } from './api/get-room-types';
export { RoomTypesCard } from './components/public/room-types-card';
