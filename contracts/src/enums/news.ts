/** A news post's status: written (Draft) or shown to its readers (Published). */
export const NEWS_STATUSES = ['Draft', 'Published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Who reads a news post: everyone on the public site, or members only (the member area). */
export const NEWS_AUDIENCES = ['public', 'members'] as const;
export type NewsAudience = (typeof NEWS_AUDIENCES)[number];

/** What a photo album shows: a facility of the club, or an event's highlights. */
export const ALBUM_KINDS = ['facility', 'event'] as const;
export type AlbumKind = (typeof ALBUM_KINDS)[number];
