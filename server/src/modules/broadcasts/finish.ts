import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Marks 'sent' (with finished_at) every sending broadcast whose fan-out is done (counted) and
 * none of whose deliveries is queued or sending any more.
 */
export async function finishBroadcasts(db: DbOrTx): Promise<number> {
  const res = await db.execute(sql`
    update broadcasts b set status = 'sent', finished_at = now()
    where b.status = 'sending' and b.recipient_count is not null
      and not exists (select 1 from broadcast_deliveries d
        where d.broadcast_id = b.id and d.status in ('queued', 'sending'))
    returning b.id`);
  return res.rows.length;
}

/**
 * An email whose send began and whose lease ran out (its process stopped between the send and
 * the mark) is not sent again by itself: it becomes failed "interrupted, may have been sent",
 * for a person to resend from the report.
 */
export async function failInterrupted(db: DbOrTx): Promise<number> {
  const res = await db.execute(sql`
    update broadcast_deliveries set status = 'failed',
      last_error = 'interrupted, may have been sent', locked_until = null
    where status = 'sending' and locked_until < now()
    returning id`);
  return res.rows.length;
}

/**
 * Whether the delivery sender has anything to do, in one query on the indexes: a due queued
 * delivery, an email whose lease ran out, or a counted broadcast with nothing left in flight.
 * An idle sender's poll is this query and nothing else.
 */
export async function workDue(db: DbOrTx): Promise<boolean> {
  const res = await db.execute<{ due: boolean }>(sql`
    select exists (select 1 from broadcast_deliveries
        where status = 'queued' and available_at <= now())
      or exists (select 1 from broadcast_deliveries
        where status = 'sending' and locked_until < now())
      or exists (select 1 from broadcasts b
        where b.status = 'sending' and b.recipient_count is not null
          and not exists (select 1 from broadcast_deliveries d
            where d.broadcast_id = b.id and d.status in ('queued', 'sending'))) as due`);
  return res.rows[0]?.due === true;
}
