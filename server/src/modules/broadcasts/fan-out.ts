import { and, eq, sql } from 'drizzle-orm';
import type { BroadcastAudience, MessageChannel } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { broadcastDeliveries, broadcasts } from '../../db/schema/index.ts';
import { publish } from '../../live/events.ts';
import { audienceRecipients } from './audience.ts';
import { finishBroadcasts } from './finish.ts';
import type { BroadcastFanOut } from './topics.ts';

/** Delivery rows written per transaction. */
export const FAN_OUT_BATCH = 500;

/** Delivery rows were queued: the delivery senders of every process wake (delivery-sender.ts). */
export const DELIVERIES_QUEUED_TOPIC = 'broadcasts.queued';
declare module '../../live/events.ts' {
  interface LiveTopics {
    'broadcasts.queued': { broadcastId: number };
  }
}

/**
 * The handler of `broadcasts.fan_out` (decision 0008): moves the broadcast `scheduled` ->
 * `sending` with a conditional update (none: cancelled, rescheduled or taken already: nothing to
 * do), evaluates its audience now, and writes one delivery row per recipient and channel, 500
 * per transaction, `on conflict do nothing`: a fan-out that stopped half-way runs again and adds
 * only the missing rows. Members who opted out of a channel (or have no mail address) get no row
 * for it. Then it sets how many people the audience matched; the delivery sender does the rest.
 */
export async function fanOut(
  ctx: AppContext,
  _actor: Actor,
  input: BroadcastFanOut,
): Promise<void> {
  const [moved] = await ctx.db
    .update(broadcasts)
    .set({ status: 'sending', startedAt: sql`now()` })
    .where(
      and(
        eq(broadcasts.id, input.broadcastId),
        eq(broadcasts.status, 'scheduled'),
        eq(broadcasts.sendAt, new Date(input.sendAt)),
      ),
    )
    .returning();
  // A second run of this job (its first stopped half-way) finds it sending, not yet counted.
  const b =
    moved ??
    (
      await ctx.db
        .select()
        .from(broadcasts)
        .where(
          and(
            eq(broadcasts.id, input.broadcastId),
            eq(broadcasts.status, 'sending'),
            eq(broadcasts.sendAt, new Date(input.sendAt)),
            sql`${broadcasts.recipientCount} is null`,
          ),
        )
    )[0];
  if (!b) return;
  const recipients = await audienceRecipients(ctx.db, b.audience as BroadcastAudience);
  const channels = new Set<MessageChannel>(b.channels);
  const rows = recipients.flatMap((r) => {
    const who = { broadcastId: b.id, memberId: r.memberId, staffId: r.staffId };
    return [
      ...(channels.has('in_app') && r.inApp ? [{ ...who, channel: 'in_app' as const }] : []),
      ...(channels.has('email') && r.email ? [{ ...who, channel: 'email' as const }] : []),
    ];
  });
  for (let i = 0; i < rows.length; i += FAN_OUT_BATCH) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(broadcastDeliveries)
        .values(rows.slice(i, i + FAN_OUT_BATCH))
        .onConflictDoNothing();
      // The first batch wakes the senders: they send it while the rest is written.
      if (i === 0) await publish(tx, DELIVERIES_QUEUED_TOPIC, { broadcastId: b.id });
    });
  }
  await ctx.db
    .update(broadcasts)
    .set({ recipientCount: recipients.length })
    .where(eq(broadcasts.id, b.id));
  // Nobody to send to (the segment emptied, everyone opted out): it is done.
  if (rows.length === 0) await finishBroadcasts(ctx.db);
}
