import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  ALBUM_KINDS,
  LANGUAGES,
  NEWS_AUDIENCES,
  NEWS_STATUSES,
  type Translations,
} from '@club/contracts';
import { photoColumns, serialId, timestampTz, versioned } from './columns.ts';
import { events } from './events.ts';
import { inList } from './in-list.ts';
import { staffRef } from './people-columns.ts';

/**
 * The club's news (issue 35): posts the editors write (body sanitised like the pages'), for
 * everyone or members only, shown once Published (`published_at` set when first published).
 * The slug is the post's address (`/news/<slug>`): unique, the database settles a clash.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serialId(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull(),
    coverUrl: text('cover_url'),
    audience: text('audience', { enum: NEWS_AUDIENCES }).notNull().default('public'),
    status: text('status', { enum: NEWS_STATUSES }).notNull().default('Draft'),
    /** The language the post is written in. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** Its Spanish and German title, summary and body (sanitised as the body is). */
    translations: jsonb('translations')
      .$type<Translations<'title' | 'summary' | 'bodyHtml'>>()
      .notNull()
      .default({}),
    publishedAt: timestampTz('published_at'),
    authorId: staffRef('author_id'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('news_posts_slug_uq').on(t.slug),
    index('news_posts_published_idx').on(t.status, t.publishedAt),
    check('news_posts_audience_ck', inList(t.audience, NEWS_AUDIENCES)),
    check('news_posts_status_ck', inList(t.status, NEWS_STATUSES)),
    check('news_posts_language_ck', inList(t.language, LANGUAGES)),
    check('news_posts_published_ck', sql`${t.status} = 'Draft' or ${t.publishedAt} is not null`),
  ],
);

/**
 * The club's photo albums (issue 35): a facility's photos or an event's highlights (its
 * event named: the album shows on the event, and links back to it), shown once Published.
 */
export const albums = pgTable(
  'albums',
  {
    id: serialId(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ALBUM_KINDS }).notNull().default('facility'),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    coverUrl: text('cover_url'),
    audience: text('audience', { enum: NEWS_AUDIENCES }).notNull().default('public'),
    status: text('status', { enum: NEWS_STATUSES }).notNull().default('Draft'),
    sort: integer('sort').notNull().default(0),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('albums_slug_uq').on(t.slug),
    index('albums_event_idx').on(t.eventId),
    check('albums_kind_ck', inList(t.kind, ALBUM_KINDS)),
    check('albums_audience_ck', inList(t.audience, NEWS_AUDIENCES)),
    check('albums_status_ck', inList(t.status, NEWS_STATUSES)),
  ],
);

/**
 * An album's photos (files in the albums' own area, each read as its album allows now), in
 * their order, with captions.
 */
export const albumPhotos = pgTable(
  'album_photos',
  {
    id: serialId(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull().default(''),
    ...photoColumns(),
  },
  (t) => [index('album_photos_album_idx').on(t.albumId, t.sort)],
);
