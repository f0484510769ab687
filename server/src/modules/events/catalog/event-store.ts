import { asc, eq, inArray } from 'drizzle-orm';
import {
  translated,
  type ClubEvent,
  type EventPhoto,
  type Language,
  type PublicEvent,
  FILES_API,
} from '@club/contracts';
import type { AppContext } from '../../../context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { eventCategories, eventHighlightPhotos, events } from '../../../db/schema/index.ts';
import { clubInstant } from '../../../lib/club-time.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { toEvent, toPublicEvent, type EventNames, type EventRow } from './view.ts';

/* The queries and rules the event use cases share. */

/** Statuses the public and members see. */
export const PUBLIC_STATUSES = ['published', 'closed', 'completed'] as const;

export const eventChanged = () =>
  conflict(
    'This event was changed by someone else since you opened it. Reload it and try again.',
    'event_changed',
  );

export async function clubTimeZone(db: DbOrTx): Promise<string> {
  return (await getSettingsRow(db)).timeZone;
}

/** A club-local 'YYYY-MM-DDTHH:MM' -> the instant, in the club's time zone. */
export function instantOf(localDateTime: string, timeZone: string): Date {
  const [date, time] = localDateTime.split('T') as [string, string];
  return clubInstant(date, time, timeZone);
}

/** An event's row as it is now; 404 when there is none. `lock`: locked until the commit. */
export async function readEvent(
  db: DbOrTx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<EventRow> {
  const q = db.select().from(events).where(eq(events.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  if (!row) throw notFound('No such event.');
  return row;
}

/** Locks an event's row for the rest of the transaction; 404 when there is none. */
export const lockEvent = (tx: DbOrTx, id: number) => readEvent(tx, id, { lock: true });

/** Locks an event and checks the version the caller saw. */
export async function lockEventAt(tx: DbOrTx, id: number, version: number): Promise<EventRow> {
  const row = await lockEvent(tx, id);
  if (row.version !== version) throw eventChanged();
  return row;
}

/** The names of each category (and its root) by id, in a language (English as written when blank). */
async function categoryNames(db: DbOrTx, lang: Language): Promise<Map<number, EventNames>> {
  const rows = await db.select().from(eventCategories);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const name = (r: (typeof rows)[number]) => translated(r.name, r.translations, lang, 'name');
  return new Map(
    rows.map((r) => {
      const root = r.parentId === null ? r : (byId.get(r.parentId) ?? r);
      return [r.id, { category: name(r), group: name(root) }];
    }),
  );
}

async function photosOf(db: DbOrTx, ids: number[]): Promise<Map<number, EventPhoto[]>> {
  const out = new Map<number, EventPhoto[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(eventHighlightPhotos)
    .where(inArray(eventHighlightPhotos.eventId, ids))
    .orderBy(asc(eventHighlightPhotos.sort), asc(eventHighlightPhotos.id));
  for (const r of rows) {
    const list = out.get(r.eventId) ?? [];
    list.push({ id: r.id, url: r.url });
    out.set(r.eventId, list);
  }
  return out;
}

/** Rows -> the admin's events, with their category names and highlight photos. */
export async function withDetails(db: DbOrTx, rows: EventRow[]): Promise<ClubEvent[]> {
  if (rows.length === 0) return [];
  const [names, photos, timeZone] = await Promise.all([
    categoryNames(db, 'en'),
    photosOf(
      db,
      rows.map((r) => r.id),
    ),
    clubTimeZone(db),
  ]);
  return rows.map((r) =>
    toEvent(r, names.get(r.categoryId)!, photos.get(r.id) ?? [], r.placesTaken, timeZone),
  );
}

/** Rows -> what the public sees, in the reader's language. */
export async function withPublicDetails(
  db: DbOrTx,
  rows: EventRow[],
  lang: Language,
): Promise<PublicEvent[]> {
  if (rows.length === 0) return [];
  const [names, photos] = await Promise.all([
    categoryNames(db, lang),
    photosOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) =>
    toPublicEvent(r, names.get(r.categoryId)!, photos.get(r.id) ?? [], r.placesTaken, lang),
  );
}

export async function eventById(ctx: AppContext, id: number): Promise<ClubEvent> {
  const [row] = await ctx.db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound('No such event.');
  const [event] = await withDetails(ctx.db, [row]);
  return event!;
}

/** The storage key of an uploaded file's URL (/api/files/<key>), or null for shipped images. */
export function storedKey(url: string | null): string | null {
  return url?.startsWith(`${FILES_API.files}/`) ? url.slice(`${FILES_API.files}/`.length) : null;
}
