import { CALENDAR_API } from '@club/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeed, Language } from '@club/contracts';
import type { calendarFeeds } from '../../db/schema/index.ts';

/** A new secret token (256 bits, URL-safe) and the hash the database keeps of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const FEED_PATH = CALENDAR_API.feed;

export function toFeed(
  row: typeof calendarFeeds.$inferSelect | undefined,
  language: Language,
  url: string | null = null,
): CalendarFeed {
  return {
    active: !!row && row.revokedAt === null,
    createdAt: row && row.revokedAt === null ? row.createdAt.toISOString() : null,
    language: (row?.language as Language | undefined) ?? language,
    url,
  };
}
