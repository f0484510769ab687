/** The chambers feature's public surface: what other features may use. */
export { chambersKeys } from './api/keys';
export { useRoomTypes } from './api/get-room-types';
export { RoomTypesCard } from './components/public/room-types-card';
/** A booking's status badge family (the member dashboard's stays). */
export { BOOKING_STATUS_FAMILY as CHAMBER_STATUS_FAMILY } from './components/booking/labels';
