/** The lists the areas share: calendar, cancellation policies, site content, mail, settings, translations. */
export const CALENDAR_SOURCES = ['chambers', 'events', 'banquets'] as const;

/**
 * The club's cancellation policy for room stays and hall functions: which share of what a
 * booking cost comes back when it is cancelled, by whole days before the stay or function
 * (in the club's time zone). Each booking keeps a copy of the policy in force when it was made,
 * so a later change of the settings never changes what an earlier booking was promised.
 */
export const CANCELLATION_POLICY_KINDS = ['chambers', 'banquets'] as const;

/** Calls to action a page may carry (DOMAIN.md: book a room, book a hall, events, food). */
export const PAGE_CTAS = ['bookRoom', 'bookHall', 'events', 'orderFood', 'contact'] as const;

/** Upload areas anyone may read (served at /api/files/<area>/<name>). */
export const CONTENT_IMAGE_AREAS = [
  'content',
  'gallery',
  'banners',
  'committee',
  'affiliated',
] as const;

/** The languages a page may have a version in besides English (the club's own text). */
export const PAGE_TRANSLATION_LANGUAGES = ['es', 'de'] as const;

export const SITE_IMAGE_KINDS = ['banner', 'gallery'] as const;

/** The states of an outbox entry (a mail or another side effect waiting for its handler). */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'dead'] as const;

export const SETTINGS_TRANSLATION_LANGUAGES = ['es', 'de'] as const;

/** The languages the editors translate into (English is the row's own text). */
export const TRANSLATED_LANGUAGES = ['es', 'de'] as const;
