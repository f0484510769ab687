import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LANGUAGES, NEWS_AUDIENCES, NEWS_STATUSES } from '@club/contracts';
import { serialId, timestampTz, versioned } from './columns.ts';
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
