/** The news feature's public surface: where an event's highlights album opens. */
export { useEventAlbumLinks } from './api/albums';
