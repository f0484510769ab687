import { ALBUMS_API } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { notFound } from '../../../lib/errors.ts';
import { albumPhotoAccess, type AlbumPhotoCache } from './album-photo-access.ts';
import { ALBUM_PHOTO_AREA } from './album-store.ts';

/**
 * An album photo's file, for whoever may read its album now (`albumPhotoAccess`): a public
 * album's to anyone, a members' album's to members and staff, a draft's to its editors; a
 * file no album holds is not found.
 */
export async function readAlbumPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { name: string },
): Promise<{ data: Buffer; contentType: string; cache: AlbumPhotoCache }> {
  const cache = await albumPhotoAccess(ctx.db, actor, `${ALBUMS_API.photos}/${input.name}`);
  if (!cache) throw notFound('No such file.');
  const file = await ctx.storage.get(`${ALBUM_PHOTO_AREA}/${input.name}`);
  if (!file) throw notFound('No such file.');
  return { ...file, cache };
}
