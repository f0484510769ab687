import { z } from 'zod';
import { ALBUM_KINDS, NEWS_AUDIENCES, NEWS_STATUSES } from './enums.ts';
import { newsSlugSchema } from './news.ts';
import { boundedText, idSchema } from './primitives.ts';

/*
 * The club's photo albums (issue 35, SPEC.md §2 "pages/portfolio"): a facility's photos or an
 * event's highlights (linked to the event), for everyone or members only, shown once Published.
 */

const oneOf = { message: 'validation.oneOf' };

export const albumPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  caption: z.string(),
  sort: z.number().int(),
});
export type AlbumPhoto = z.infer<typeof albumPhotoSchema>;

/** An album as the editors see it (every status), with its photos in order. */
export const albumSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  kind: z.enum(ALBUM_KINDS),
  eventId: z.number().int().nullable(),
  eventTitle: z.string().nullable(),
  coverUrl: z.string().nullable(),
  audience: z.enum(NEWS_AUDIENCES),
  status: z.enum(NEWS_STATUSES),
  sort: z.number().int(),
  version: z.number().int(),
  photos: z.array(albumPhotoSchema),
});
export type Album = z.infer<typeof albumSchema>;
export const albumListSchema = z.object({ items: z.array(albumSchema) });
export type AlbumList = z.infer<typeof albumListSchema>;

/** What an editor writes of an album; an event's highlights name the event. */
export const albumItemSchema = z
  .object({
    title: boundedText(2, 160),
    slug: newsSlugSchema,
    description: z.string().trim().max(1000, { message: 'validation.textLong' }).default(''),
    kind: z.enum(ALBUM_KINDS, oneOf).default('facility'),
    eventId: idSchema.nullable().default(null),
    /** One of the album's own photos (the server checks), or null: its first photo. */
    coverUrl: z
      .string()
      .trim()
      .max(300, { message: 'validation.textLong' })
      .nullable()
      .default(null),
    audience: z.enum(NEWS_AUDIENCES, oneOf).default('public'),
    sort: z.coerce.number().int().min(0).max(999).default(0),
  })
  .refine((v) => (v.kind === 'event') === (v.eventId !== null), {
    path: ['eventId'],
    message: 'validation.albumEvent',
  });
export type AlbumItem = z.input<typeof albumItemSchema>;

export const addAlbumRequest = z.object({ item: albumItemSchema });
export const changeAlbumRequest = z.object({
  item: z.intersection(
    albumItemSchema,
    z.object({
      id: idSchema,
      version: z.coerce.number({ message: 'validation.required' }).int().min(0),
    }),
  ),
});

const albumVersion = z.coerce.number({ message: 'validation.required' }).int().min(0);

/** The album's photos in their new order (every photo once), at the album's version seen. */
export const albumPhotoOrderRequest = z.object({
  version: albumVersion,
  photoIds: z.array(idSchema).min(1, { message: 'validation.required' }).max(200),
});
export type AlbumPhotoOrderRequest = z.input<typeof albumPhotoOrderRequest>;

/** The photos' captions, written together and saved at once, at the album's version seen. */
export const albumCaptionsRequest = z.object({
  version: albumVersion,
  captions: z
    .array(
      z.object({
        photoId: idSchema,
        caption: z.string().trim().max(240, { message: 'validation.textLong' }),
      }),
    )
    .min(1, { message: 'validation.required' })
    .max(200),
});
export type AlbumCaptionsRequest = z.input<typeof albumCaptionsRequest>;
export const albumPhotoParams = z.object({ id: idSchema, photoId: idSchema });
/** An album photo's file name, as its address names it (`<uuid>.<ext>`). */
export const albumPhotoFileParams = z.object({
  name: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|webp)$/, { message: 'validation.invalid' }),
});

/** A published album as readers see it: its photos, and the event it shows, if any. */
export const albumViewSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(ALBUM_KINDS),
  eventId: z.number().int().nullable(),
  eventTitle: z.string().nullable(),
  coverUrl: z.string().nullable(),
  audience: z.enum(NEWS_AUDIENCES),
  photos: z.array(albumPhotoSchema.omit({ id: true, sort: true })),
});
export type AlbumView = z.infer<typeof albumViewSchema>;
export const albumViewListSchema = z.object({ items: z.array(albumViewSchema) });
export type AlbumViewList = z.infer<typeof albumViewListSchema>;
