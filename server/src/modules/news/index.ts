/** The news module's public surface: the published public posts (the sitemap lists them). */
export { publicNewsForSitemap } from './published.ts';
/**
 * Who may read a photo an album holds at an address (the files module asks it of the
 * 'gallery' area's files, where albums kept their photos before they had their own area).
 */
export { albumPhotoAccess, type AlbumPhotoCache } from './albums/album-photo-access.ts';
/** Where the albums' photos are stored and read (the demo seed stores its photos there). */
export { ALBUM_PHOTO_AREA, albumPhotoUrl } from './albums/album-store.ts';
