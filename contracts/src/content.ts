import { z } from 'zod';
import { emailSchema, languageSchema } from './auth.ts';
import { cancellationPoliciesSchema } from './cancellation-policy.ts';
import { minimumSpendRequest, officeHoursSchema } from './settings.ts';
import { isoDateSchema, readerLanguageQuery, boundedText } from './primitives.ts';
import { PAGE_SLUGS } from './site-pages.ts';
import {
  PAGE_CTAS,
  CONTENT_IMAGE_AREAS,
  NEWS_AUDIENCES,
  PAGE_TRANSLATION_LANGUAGES,
  SITE_IMAGE_KINDS,
} from './enums.ts';

/**
 * Public content (DOMAIN.md "Public content"): the pages of SPEC.md §2 with their texts,
 * timings, rules and photos; committee, affiliated clubs, home banners and gallery; the
 * Notice Board and the club magazine (Clubman). Rich text is sanitised by the server.
 */

/** Every public page whose content staff edit: the one list is site-pages.ts. */
export {
  FACILITY_SLUGS,
  GALLERY_PAGE_PATH,
  galleryPageAt,
  NEWS_PAGE_PATH,
  newsPageAt,
  PAGE_SLUGS,
  PUBLIC_PAGES,
  pagePath,
  publicPageAt,
} from './site-pages.ts';
export type { PageSlug, PublicPage } from './site-pages.ts';
export const pageSlugSchema = z.enum(PAGE_SLUGS);

export const pageCtaSchema = z.enum(PAGE_CTAS);
export type PageCta = z.infer<typeof pageCtaSchema>;

export const contentImageAreaSchema = z.enum(CONTENT_IMAGE_AREAS);
export type ContentImageArea = z.infer<typeof contentImageAreaSchema>;

/**
 * An image a page shows: an uploaded file (/api/files/<area>/<uuid>.<ext>) or one shipped
 * with the web app (images/<name>.svg, relative to the base path).
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .regex(
    /^(\/api\/files\/(content|gallery|banners|committee|affiliated)\/[0-9a-f-]{36}\.(jpg|png|webp)|images\/[a-z0-9-]+\.(svg|jpg|png|webp))$/,
    { message: 'validation.imageUrl' },
  );

const text = boundedText;

export const photoSchema = z.object({ url: imageUrlSchema, alt: text(2, 160) });
export type Photo = z.infer<typeof photoSchema>;

export const timingSchema = z.object({ label: text(2, 80), value: text(1, 160) });
export type Timing = z.infer<typeof timingSchema>;

export const contentPageSchema = z.object({
  slug: pageSlugSchema,
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML (the server cleaned it with an allow-list). */
  bodyHtml: z.string(),
  timings: z.array(timingSchema),
  rules: z.array(z.string()),
  photos: z.array(photoSchema),
  cta: pageCtaSchema.nullable(),
  updatedAt: z.string(),
  /** The language of its texts: the one asked for, or English where none is kept. */
  language: languageSchema,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export type PageTranslationLanguage = (typeof PAGE_TRANSLATION_LANGUAGES)[number];
export const pageTranslationLanguageSchema = z.enum(PAGE_TRANSLATION_LANGUAGES, {
  message: 'validation.oneOf',
});

/** The reader's language of a public page (`?lang=`, default English). */
export const pageLanguageQuery = readerLanguageQuery;

export const pageSummarySchema = contentPageSchema.pick({
  slug: true,
  title: true,
  summary: true,
  photos: true,
  timings: true,
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const MAX_PHOTOS = 8;
export const MAX_TIMINGS = 24;
export const MAX_RULES = 30;
export const MAX_BODY_CHARS = 30_000;

export const updatePageRequest = z.object({
  title: text(2, 120),
  summary: text(10, 300),
  bodyHtml: z.string().max(MAX_BODY_CHARS, { message: 'validation.textLong' }),
  timings: z.array(timingSchema).max(MAX_TIMINGS, { message: 'validation.tooMany' }),
  rules: z.array(text(2, 300)).max(MAX_RULES, { message: 'validation.tooMany' }),
  photos: z.array(photoSchema).max(MAX_PHOTOS, { message: 'validation.tooMany' }),
  cta: pageCtaSchema.nullable(),
});
export type UpdatePageRequest = z.input<typeof updatePageRequest>;

/** A page's Spanish or German version: its texts (photos and call to action are shared). */
export const updatePageTranslationRequest = updatePageRequest.pick({
  title: true,
  summary: true,
  bodyHtml: true,
  timings: true,
  rules: true,
});
export type UpdatePageTranslationRequest = z.input<typeof updatePageTranslationRequest>;

export const pageTranslationSchema = z.object({
  slug: pageSlugSchema,
  language: pageTranslationLanguageSchema,
  title: z.string(),
  summary: z.string(),
  bodyHtml: z.string(),
  timings: z.array(timingSchema),
  rules: z.array(z.string()),
  updatedAt: z.string(),
});
export type PageTranslation = z.infer<typeof pageTranslationSchema>;

/** The editor's read of one version: null while it is not translated (visitors see English). */
export const pageTranslationResponse = z.object({ translation: pageTranslationSchema.nullable() });
export type PageTranslationResponse = z.infer<typeof pageTranslationResponse>;

function translatedText(max: number) {
  return z.string().trim().max(max, { message: 'validation.textLong' }).default('');
}

/** General settings staff edit (DOMAIN.md "Public content"). */
export const updateSettingsRequest = z.object({
  clubName: text(2, 120),
  shortName: text(2, 60),
  address: text(5, 300),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, { message: 'validation.phone' }),
  email: emailSchema,
  clubTimings: text(2, 160),
  /** The office's opening hours by weekday (people read them too); left out, the kept ones stay. */
  officeHours: officeHoursSchema.optional(),
  /** The club timings in Spanish and German; left out, the kept versions stay. */
  translations: z
    .object({
      es: z.object({ clubTimings: translatedText(160) }),
      de: z.object({ clubTimings: translatedText(160) }),
    })
    .optional(),
  financialYearStartMonth: z.coerce
    .number({ message: 'validation.month' })
    .int({ message: 'validation.month' })
    .min(1, { message: 'validation.month' })
    .max(12, { message: 'validation.month' }),
  /** The rooms' and halls' cancellation policies; left out, the kept ones stay. */
  cancellationPolicies: cancellationPoliciesSchema.optional(),
  /** The monthly food-and-beverage minimums by membership type; left out, the kept ones stay. */
  minimumSpend: minimumSpendRequest.optional(),
});
export type UpdateSettingsRequest = z.input<typeof updateSettingsRequest>;

const optionalText = (max: number) =>
  z.string().trim().max(max, { message: 'validation.textLong' }).default('');

const webAddress = z
  .string()
  .trim()
  .max(300, { message: 'validation.textLong' })
  .regex(/^(https?:\/\/[^\s<>"']+)?$/, { message: 'validation.url' })
  .default('');

export const committeeMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  term: z.string(),
  photoUrl: z.string().nullable(),
  sort: z.number().int(),
});
export type CommitteeMember = z.infer<typeof committeeMemberSchema>;

export const committeeMemberRequest = z.object({
  name: text(2, 120),
  position: text(2, 120),
  term: optionalText(60),
  photoUrl: imageUrlSchema.nullable().default(null),
  sort: z.coerce.number().int().min(0).max(999).default(0),
});
export type CommitteeMemberRequest = z.input<typeof committeeMemberRequest>;

export const affiliatedClubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  photoUrl: z.string().nullable(),
  sort: z.number().int(),
});
export type AffiliatedClub = z.infer<typeof affiliatedClubSchema>;

export const affiliatedClubRequest = z.object({
  name: text(2, 160),
  city: text(2, 80),
  country: text(2, 80),
  address: optionalText(300),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ()-]{7,20})?$/, { message: 'validation.phone' })
    .default(''),
  email: z.union([z.literal(''), emailSchema]).default(''),
  website: webAddress,
  photoUrl: imageUrlSchema.nullable().default(null),
  sort: z.coerce.number().int().min(0).max(999).default(0),
});
export type AffiliatedClubRequest = z.input<typeof affiliatedClubRequest>;

export const siteImageKindSchema = z.enum(SITE_IMAGE_KINDS);
export type SiteImageKind = z.infer<typeof siteImageKindSchema>;

export const siteImageSchema = z.object({
  id: z.number().int(),
  kind: siteImageKindSchema,
  url: z.string(),
  title: z.string(),
  caption: z.string(),
  sort: z.number().int(),
});
export type SiteImage = z.infer<typeof siteImageSchema>;

export const siteImageRequest = z.object({
  kind: siteImageKindSchema,
  url: imageUrlSchema,
  title: text(2, 120),
  caption: optionalText(240),
  sort: z.coerce.number().int().min(0).max(999).default(0),
});
export type SiteImageRequest = z.input<typeof siteImageRequest>;

const isoDate = isoDateSchema;

export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  bodyHtml: z.string(),
  showFrom: z.string(),
  showUntil: z.string().nullable(),
  pinned: z.boolean(),
  /** Who reads it: everyone (the public site's /news too) or members only. */
  audience: z.enum(NEWS_AUDIENCES),
  updatedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeRequest = z
  .object({
    title: text(2, 160),
    bodyHtml: z
      .string()
      .min(1, { message: 'validation.required' })
      .max(MAX_BODY_CHARS, { message: 'validation.textLong' }),
    showFrom: isoDate,
    showUntil: isoDate.nullable().default(null),
    pinned: z.boolean().default(false),
    audience: z.enum(NEWS_AUDIENCES, { message: 'validation.oneOf' }).default('members'),
  })
  .refine((v) => v.showUntil === null || v.showUntil >= v.showFrom, {
    path: ['showUntil'],
    message: 'validation.dateOrder',
  });
export type NoticeRequest = z.input<typeof noticeRequest>;

export const magazineIssueSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  issueDate: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type MagazineIssue = z.infer<typeof magazineIssueSchema>;

/** The text fields of a magazine upload (multipart, with the PDF as `file`). */
export const magazineFieldsSchema = z.object({
  title: text(2, 120),
  issueDate: isoDate,
});
export type MagazineFields = z.input<typeof magazineFieldsSchema>;

export const enquiryRequest = z.object({
  name: text(2, 120),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ()-]{7,20})?$/, { message: 'validation.phone' })
    .default(''),
  subject: text(2, 160),
  message: z
    .string()
    .trim()
    .min(10, { message: 'validation.messageLength' })
    .max(3000, { message: 'validation.textLong' }),
});
export type EnquiryRequest = z.input<typeof enquiryRequest>;

/** Enquiries one address may send per window before it is refused (429). */
export const ENQUIRY_LIMIT = { max: 5, windowMinutes: 10 } as const;

export const uploadResponse = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;

/**
 * The showcases' preview (SPEC.md §2 interface and content showcases, admins and editors):
 * markup as an editor would paste it, and what the server keeps of it when a page is saved
 * (its allow-list), in the same order. One call reads every example of a showcase.
 */
export const MAX_PREVIEW_ITEMS = 20;
export const richTextPreviewRequest = z.object({
  html: z
    .array(z.string().max(MAX_BODY_CHARS, { message: 'validation.textLong' }))
    .min(1, { message: 'validation.required' })
    .max(MAX_PREVIEW_ITEMS, { message: 'validation.tooMany' }),
});
export type RichTextPreviewRequest = z.infer<typeof richTextPreviewRequest>;
export const richTextPreviewResponse = z.object({ html: z.array(z.string()) });
export type RichTextPreviewResponse = z.infer<typeof richTextPreviewResponse>;
