import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import {
  NEWS_AUDIENCES,
  PAGE_CTAS,
  PAGE_SLUGS,
  PAGE_TRANSLATION_LANGUAGES,
  SITE_IMAGE_KINDS,
  type Photo,
  type Timing,
} from '@club/contracts';
import { serialId, createdAt, updatedAt } from './columns.ts';
import { staffRef } from './people-columns.ts';
import { inList } from './in-list.ts';

/** One public page's content (DOMAIN.md "Public content"); slug = the path in lower case. */
export const contentPages = pgTable('content_pages', {
  slug: text('slug', { enum: PAGE_SLUGS }).primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  /** Sanitised on the server before it is stored. */
  bodyHtml: text('body_html').notNull().default(''),
  timings: jsonb('timings').$type<Timing[]>().notNull().default([]),
  rules: jsonb('rules').$type<string[]>().notNull().default([]),
  photos: jsonb('photos').$type<Photo[]>().notNull().default([]),
  cta: text('cta', { enum: PAGE_CTAS }),
  updatedAt: updatedAt(),
  updatedBy: staffRef('updated_by'),
});

/**
 * A page's Spanish or German texts; English stays in content_pages (the club's own text). A
 * page without a row here is read in English in that language too.
 */
export const contentPageTranslations = pgTable(
  'content_page_translations',
  {
    slug: text('slug', { enum: PAGE_SLUGS })
      .notNull()
      .references(() => contentPages.slug, { onDelete: 'cascade' }),
    language: text('language', { enum: PAGE_TRANSLATION_LANGUAGES }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised on the server before it is stored, as the English body is. */
    bodyHtml: text('body_html').notNull().default(''),
    timings: jsonb('timings').$type<Timing[]>().notNull().default([]),
    rules: jsonb('rules').$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
    updatedBy: staffRef('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.language] }),
    check(
      'content_page_translations_language_check',
      inList(t.language, PAGE_TRANSLATION_LANGUAGES),
    ),
  ],
);

export const committeeMembers = pgTable('committee_members', {
  id: serialId(),
  name: text('name').notNull(),
  position: text('position').notNull(),
  term: text('term').notNull().default(''),
  photoUrl: text('photo_url'),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const affiliatedClubs = pgTable('affiliated_clubs', {
  id: serialId(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website').notNull().default(''),
  photoUrl: text('photo_url'),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** Home banner carousel slides and gallery photos. */
export const siteImages = pgTable(
  'site_images',
  {
    id: serialId(),
    kind: text('kind', { enum: SITE_IMAGE_KINDS }).notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    caption: text('caption').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('site_images_kind_idx').on(t.kind, t.sort),
    check('site_images_kind_check', inList(t.kind, SITE_IMAGE_KINDS)),
  ],
);

/**
 * The Notice Board: shown from a date, until a date or open-ended; to members, or to everyone
 * (the public site's /news shows those too).
 */
export const notices = pgTable(
  'notices',
  {
    id: serialId(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    showFrom: date('show_from', { mode: 'string' }).notNull(),
    showUntil: date('show_until', { mode: 'string' }),
    pinned: boolean('pinned').notNull().default(false),
    /** Who reads it: everyone (the public site's /news too) or members only. */
    audience: text('audience', { enum: NEWS_AUDIENCES }).notNull().default('members'),
    createdBy: staffRef('created_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notices_show_idx').on(t.showFrom),
    check('notices_dates_check', sql`${t.showUntil} is null or ${t.showUntil} >= ${t.showFrom}`),
    check('notices_audience_ck', inList(t.audience, NEWS_AUDIENCES)),
  ],
);

/** Clubman, the club magazine: one PDF per issue in the private 'magazine' area. */
export const magazineIssues = pgTable('magazine_issues', {
  id: serialId(),
  title: text('title').notNull(),
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  fileKey: text('file_key').notNull(),
  size: integer('size').notNull(),
  createdBy: staffRef('created_by'),
  createdAt: createdAt(),
});

/** Enquiries sent through /Contactus (also mailed to the office). */
export const enquiries = pgTable('enquiries', {
  id: serialId(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
});
