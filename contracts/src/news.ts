import { z } from 'zod';
import { MAX_BODY_CHARS, imageUrlSchema } from './content.ts';
import { LANGUAGES } from './core.ts';
import { NEWS_AUDIENCES, NEWS_STATUSES } from './enums.ts';
import { pagedResponse } from './lists.ts';
import { boundedText, idSchema, MAX_PAGE_INDEX, readerLanguageQuery } from './primitives.ts';
import { translationsSchema } from './translations.ts';

/*
 * The club's news (issue 35, SPEC.md §2 "pages/blog"): posts the editors write and publish,
 * for everyone (the public site's /news) or for members only (the member area's Club News).
 */

const oneOf = { message: 'validation.oneOf' };

/** A post's address on the site: lower-case words joined by hyphens ('summer-cup-results'). */
export const newsSlugSchema = z
  .string()
  .trim()
  .min(2, { message: 'validation.textShort' })
  .max(80, { message: 'validation.textLong' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'validation.slug' });

/** The longest title, summary and body of a post (and of their translations). */
export const NEWS_TITLE_MAX = 160;
export const NEWS_SUMMARY_MAX = 400;

/**
 * A post's Spanish and German versions of its title, summary and body (the body sanitised
 * like the post's own); a text left blank is read in the post's own words.
 */
export const newsTranslationsSchema = translationsSchema({
  title: NEWS_TITLE_MAX,
  summary: NEWS_SUMMARY_MAX,
  bodyHtml: MAX_BODY_CHARS,
});

/** A post as the editors see it (every status), with its translations. */
export const newsPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  bodyHtml: z.string(),
  coverUrl: z.string().nullable(),
  audience: z.enum(NEWS_AUDIENCES),
  status: z.enum(NEWS_STATUSES),
  language: z.enum(LANGUAGES),
  publishedAt: z.string().nullable(),
  authorName: z.string().nullable(),
  translations: newsTranslationsSchema,
  version: z.number().int(),
  updatedAt: z.string(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

export const newsPostPageSchema = pagedResponse(newsPostSchema);
export type NewsPostPage = z.infer<typeof newsPostPageSchema>;

/** The editors' list: searched in title and summary, filtered by status and audience. */
export const newsAdminQuery = z.object({
  term: z
    .string()
    .trim()
    .max(100)
    .transform((t) => (t.length > 1 ? t : undefined))
    .optional(),
  status: z.enum(NEWS_STATUSES, oneOf).optional(),
  audience: z.enum(NEWS_AUDIENCES, oneOf).optional(),
  pageIndex: z.coerce.number().int().min(0).max(MAX_PAGE_INDEX).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type NewsAdminQuery = z.input<typeof newsAdminQuery>;

/** What an editor writes of a post (its status moves by publishing and unpublishing). */
export const newsItemSchema = z.object({
  title: boundedText(2, NEWS_TITLE_MAX),
  slug: newsSlugSchema,
  summary: z.string().trim().max(NEWS_SUMMARY_MAX, { message: 'validation.textLong' }).default(''),
  bodyHtml: z
    .string()
    .min(1, { message: 'validation.required' })
    .max(MAX_BODY_CHARS, { message: 'validation.textLong' }),
  coverUrl: imageUrlSchema.nullable().default(null),
  audience: z.enum(NEWS_AUDIENCES, oneOf).default('public'),
  language: z.enum(LANGUAGES, oneOf).default('en'),
  translations: newsTranslationsSchema,
});
export type NewsItem = z.input<typeof newsItemSchema>;

/** POST (add: a draft) and PUT (change: with its id and the version seen). */
export const addNewsRequest = z.object({ item: newsItemSchema });
export type AddNewsRequest = z.input<typeof addNewsRequest>;
export const changeNewsRequest = z.object({
  item: newsItemSchema.extend({
    id: idSchema,
    version: z.coerce.number({ message: 'validation.required' }).int().min(0),
  }),
});
export type ChangeNewsRequest = z.input<typeof changeNewsRequest>;

/** Publish or unpublish a post: the status wanted and the version seen. */
export const newsStatusRequest = z.object({
  status: z.enum(NEWS_STATUSES, oneOf),
  version: z.coerce.number({ message: 'validation.required' }).int().min(0),
});
export type NewsStatusRequest = z.input<typeof newsStatusRequest>;

/**
 * A published post in a list (the public site's /news, the member's Club News): its title and
 * summary in the reader's language (`?lang=`), else its own; `language` says which it is in.
 */
export const newsCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  audience: z.enum(NEWS_AUDIENCES),
  language: z.enum(LANGUAGES),
  publishedAt: z.string(),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

export const newsCardPageSchema = pagedResponse(newsCardSchema);
export type NewsCardPage = z.infer<typeof newsCardPageSchema>;

/** A published post read whole (in the reader's language, as a card is). */
export const newsArticleSchema = newsCardSchema.extend({
  bodyHtml: z.string(),
  authorName: z.string().nullable(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** The readers' list: newest first, a page at a time, in the reader's language. */
export const newsReadQuery = readerLanguageQuery.extend({
  pageIndex: z.coerce.number().int().min(0).max(MAX_PAGE_INDEX).default(0),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type NewsReadQuery = z.input<typeof newsReadQuery>;

/**
 * A post's or an album's address in a path: no longer than a slug may be (80), so the router's
 * own limit on a path's parameter (100) never answers before the reader's query is checked.
 */
export const newsSlugParams = z.object({
  slug: z.string().max(80, { message: 'validation.textLong' }),
});

/** One post read whole, in the reader's language. */
export const newsPostReadQuery = readerLanguageQuery;
export type NewsPostReadQuery = z.input<typeof newsPostReadQuery>;
