import { ROLE } from '@club/contracts';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { albumPhotos, albums } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/errors.ts';

/** Who may keep a copy of an album photo: any cache (a public album's), or the reader only. */
export type AlbumPhotoCache = 'public' | 'private';

const EDITORS = [ROLE.admin, ROLE.editor] as const;

/**
 * Whether `actor` may read the album photo at `url`, by its album as it is now (so a photo
 * follows its album's readers and status when they change): a published public album's
 * photo is anyone's ('public'); a published members' album's is for signed-in members and
 * staff ('private'; a visitor gets 401, as the members' magazine answers); a draft's only for
 * editors and admins (404 for anyone else, who may not know it exists). Null when no album
 * has a photo at this address.
 */
export async function albumPhotoAccess(
  db: DbOrTx,
  actor: Actor,
  url: string,
): Promise<AlbumPhotoCache | null> {
  const [album] = await db
    .select({ status: albums.status, audience: albums.audience })
    .from(albumPhotos)
    .innerJoin(albums, eq(albums.id, albumPhotos.albumId))
    .where(eq(albumPhotos.url, url))
    .limit(1);
  if (!album) return null;
  const editor = actor.roles.some((r) => (EDITORS as readonly string[]).includes(r));
  if (album.status !== 'Published') {
    if (editor) return 'private';
    throw notFound('No such file.');
  }
  if (album.audience === 'public') return 'public';
  if (actor.kind === 'member' || actor.kind === 'staff') return 'private';
  throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
}
