import { and, asc, eq } from 'drizzle-orm';
import type { TaskSourceKind, TaskTeam, TaskTitleKey, TaskTitleParams } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  banquetBookings,
  banquetHalls,
  chamberBookingRooms,
  chamberBookings,
  chamberRooms,
  tasks,
} from '../../db/schema/index.ts';
import { englishTitle } from './titles.ts';

/* The tasks the portal makes itself, each exactly once (the unique source index). */

interface SourceTask {
  kind: Exclude<TaskSourceKind, 'manual'>;
  id: number;
  purpose: string;
  team: TaskTeam;
  key: TaskTitleKey;
  params: TaskTitleParams;
  dueOn: string | null;
}

/**
 * Writes a task the portal makes, once: a second trigger (a retry, a concurrent one) finds the
 * first one's row through the unique index and writes nothing. Whether it wrote one.
 */
export async function writeSourceTask(db: DbOrTx, t: SourceTask): Promise<boolean> {
  const rows = await db
    .insert(tasks)
    .values({
      title: englishTitle(t.key, t.params),
      titleKey: t.key,
      titleParams: t.params,
      team: t.team,
      dueOn: t.dueOn,
      sourceKind: t.kind,
      sourceId: t.id,
      purpose: t.purpose,
    })
    .onConflictDoNothing({ target: [tasks.sourceKind, tasks.sourceId, tasks.purpose] })
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/**
 * A confirmed stay: housekeeping prepares its rooms ("Prepare room 12 for 3 Dec"), due on the
 * arrival day. Called in the confirmation's transaction, after the rooms are assigned.
 */
export async function makeStayTask(db: DbOrTx, bookingId: number): Promise<boolean> {
  const [b] = await db
    .select({ checkIn: chamberBookings.checkIn })
    .from(chamberBookings)
    .where(eq(chamberBookings.id, bookingId));
  if (!b) return false;
  const rooms = await db
    .select({ number: chamberRooms.number })
    .from(chamberBookingRooms)
    .innerJoin(chamberRooms, eq(chamberRooms.id, chamberBookingRooms.roomId))
    .where(and(eq(chamberBookingRooms.bookingId, bookingId), eq(chamberBookingRooms.active, true)))
    .orderBy(asc(chamberRooms.number));
  return writeSourceTask(db, {
    kind: 'stay',
    id: bookingId,
    purpose: 'prepare',
    team: 'housekeeping',
    key: 'prepareRoom',
    params: { room: rooms.map((r) => r.number).join(', '), date: b.checkIn },
    dueOn: b.checkIn,
  });
}

/**
 * A confirmed function: the kitchen prepares its function sheet ("Function sheet: Banquet
 * Hall on 3 Dec"), due on the function's day. Called in the confirmation's transaction.
 */
export async function makeFunctionTask(db: DbOrTx, bookingId: number): Promise<boolean> {
  const [b] = await db
    .select({ date: banquetBookings.date, hall: banquetHalls.name })
    .from(banquetBookings)
    .innerJoin(banquetHalls, eq(banquetHalls.id, banquetBookings.hallId))
    .where(eq(banquetBookings.id, bookingId));
  if (!b) return false;
  return writeSourceTask(db, {
    kind: 'function',
    id: bookingId,
    purpose: 'function_sheet',
    team: 'kitchen',
    key: 'functionSheet',
    params: { hall: b.hall, date: b.date },
    dueOn: b.date,
  });
}
