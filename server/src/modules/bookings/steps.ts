import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { enqueue, type OutboxTopic, type OutboxTopics } from '../../jobs/outbox.ts';
import { conflict } from '../../lib/errors.ts';
import { lockOwnedRow, updateOnVersion, type VersionedTable } from '../../db/versioned-rows.ts';
import type { AuditEntity } from '@club/contracts';
import { writeAudit, type AuditEntry } from '../audit/index.ts';

/* One step of a booking's life (confirm, reject, check in, cancel, ...), as every area takes it. */

/** What the kit needs of a booking's row. */
export interface StepRow {
  id: number;
  memberId: number;
  status: string;
  version: number;
}

/** A bookings table: its id, member, status and version columns. */
export type BookingTable = VersionedTable;

/** The mail a step enqueues: an outbox topic and its payload. */
export type StepMail = { [T in OutboxTopic]: { topic: T; payload: OutboxTopics[T] } }[OutboxTopic];

export const bookingChanged = () =>
  conflict(
    'This booking was changed by someone else (or is no longer in a state for this). Reload it and try again.',
    'booking_changed',
  );

/** Locks a booking's row; 404 when there is none (or it is another member's). */
export const lockBookingRow = <Row extends StepRow>(
  tx: DbOrTx,
  table: BookingTable,
  id: number,
  memberId?: number,
): Promise<Row> => lockOwnedRow<Row>(tx, table, id, memberId, 'No such booking.');

/**
 * One step, declared by the area: from which states to what (`set` writes the new status and
 * the step's columns), with which check, what else changes (rooms, places, the ledger posting
 * or its reversal), the audit entry and the member's mail. `Held` is what the lock holds
 * besides the booking (events: the event's row), handed to every hook.
 */
export interface BookingStep<Row extends StepRow, Held = undefined> {
  /** The bookings' table and the audit entity ('chamber_booking', ...). */
  table: BookingTable;
  entity: AuditEntity;
  /** The transaction to run in (default `ctx.db.transaction`). */
  transaction?: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  /** Locks the booking's row (and what it hangs on, in the area's lock order), `for update`. */
  lock: (tx: Tx) => Promise<{ row: Row; held: Held }>;
  /** The statuses the step starts from; the version the caller saw (undefined: by status only). */
  from: readonly Row['status'][];
  version?: number;
  /** Extra rule under the lock (dates, windows); throws to refuse, nothing written. */
  check?: (row: Row, held: Held) => void;
  /** The columns the step sets (the new status among them), besides version and updatedAt. */
  set: (row: Row, held: Held) => Record<string, unknown>;
  /** The step's time (default: now, at the update). */
  updatedAt?: Date;
  /** What else the step changes in the same transaction (rooms, places, ledger). */
  also?: (tx: Tx, row: Row, after: Row, held: Held) => Promise<void>;
  audit: {
    action: AuditEntry['action'];
    before: (row: Row) => Record<string, unknown>;
    after: (row: Row, after: Row, changes: Record<string, unknown>) => unknown;
  };
  /** The member's mail, if any (enqueued in the transaction: sent after the commit). */
  mail?: (row: Row, after: Row) => StepMail | null;
}

/**
 * Takes one step under the booking's row lock: refused (409 `booking_changed`) when its status
 * is not one the step starts from or it changed since the caller saw it; the update is
 * conditional on the version read under the lock, so of two staff racing the second finds the
 * first's change and is refused. Audited, the mail enqueued, in one transaction. Answers the
 * row after the step.
 */
export async function runStep<Row extends StepRow, Held = undefined>(
  ctx: AppContext,
  actor: Actor,
  step: BookingStep<Row, Held>,
): Promise<Row> {
  const inTransaction = step.transaction ?? ((work) => ctx.db.transaction(work));
  return inTransaction(async (tx) => {
    const { row: b, held } = await step.lock(tx);
    if (
      !step.from.includes(b.status) ||
      (step.version !== undefined && b.version !== step.version)
    ) {
      throw bookingChanged();
    }
    step.check?.(b, held);
    const changes = step.set(b, held);
    const after = await updateOnVersion<Row>(
      tx,
      step.table,
      b,
      changes,
      step.updatedAt ?? new Date(),
      bookingChanged,
    );
    await step.also?.(tx, b, after, held);
    await writeAudit(tx, actor, {
      action: step.audit.action,
      entity: step.entity,
      entityId: b.id,
      before: step.audit.before(b),
      after: step.audit.after(b, after, changes),
    });
    const mail = step.mail?.(b, after);
    if (mail) await enqueue(tx, mail.topic, mail.payload);
    return after;
  });
}
