import { FILES_API } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { albumPhotoAccess, type AlbumPhotoCache } from '../news/index.ts';

/**
 * Areas whose files anyone may read (public pages' photos). Files of other areas (ID
 * proofs, member photos, the members' magazine, the albums' photos) are served by their own
 * feature routes, which check access first.
 */
export const PUBLIC_AREAS = [
  'content',
  // The site's gallery pictures; and album photos uploaded before albums had their own area,
  // which are read as their album allows (below).
  'gallery',
  'banners',
  'committee',
  'affiliated',
  'events',
  'fnb',
  // Room photos only: the chambers' ID proofs will go in an area of their own, not listed here.
  'chambers',
  // Banquet hall photos.
  'banquets',
];

/**
 * A public uploaded file (photos of the public pages); any other area is not found. A
 * 'gallery' file an album holds is read as its album allows now (a members' album's photo
 * is no visitor's, a draft's only its editors'): kept briefly by caches when public (so a change
 * of readers reaches it soon), by none when not. Any other file may be kept long ('lasting').
 */
export async function readPublicFile(
  ctx: AppContext,
  actor: Actor,
  input: { area: string; name: string },
): Promise<{ data: Buffer; contentType: string; cache: 'lasting' | AlbumPhotoCache }> {
  if (!PUBLIC_AREAS.includes(input.area)) throw notFound('No such file.');
  const key = `${input.area}/${input.name}`;
  const album =
    input.area === 'gallery'
      ? await albumPhotoAccess(ctx.db, actor, `${FILES_API.files}/${key}`)
      : null;
  const file = await ctx.storage.get(key);
  if (!file) throw notFound('No such file.');
  return { ...file, cache: album ?? 'lasting' };
}
