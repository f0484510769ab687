import { and, eq, sql } from 'drizzle-orm';
import {
  ROLE,
  type BroadcastAudience,
  type BroadcastTemplate,
  type MessageChannel,
} from '@club/contracts';
import { systemActor, type Actor } from '../actor.ts';
import type { AppContext } from '../context.ts';
import { broadcastDeliveries, broadcasts, staffUsers } from '../db/schema/index.ts';
import {
  createBroadcast,
  deliverInAppBatch,
  fanOut,
  finishBroadcasts,
} from '../modules/broadcasts/index.ts';

const DAY = 86_400_000;

/** What the demo club's office has written: three sent (one to the staff), a draft, one scheduled. */
interface Planned {
  title: string;
  bodyHtml: string;
  template: BroadcastTemplate;
  audience: BroadcastAudience;
  channels: MessageChannel[];
  send: 'now' | 'draft' | 'next_week';
}
const PLAN: Planned[] = [
  {
    title: 'New Year’s Eve Gala: bookings open',
    bodyHtml:
      '<p>Ring in the new year at the club: dinner, live band and fireworks on the lawns.</p><p>Book your places under <b>Other Club Events</b>.</p>',
    template: 'event_launch',
    audience: { kind: 'all_members' },
    channels: ['in_app', 'email'],
    send: 'now',
  },
  {
    title: 'Chambers: winter bookings are open',
    bodyHtml:
      '<p>The Chambers take bookings for January and February from today.</p><ul><li>Deluxe and suite rooms</li><li>Members’ guests welcome</li></ul>',
    template: 'bookings_open',
    audience: { kind: 'all_members' },
    channels: ['in_app'],
    send: 'now',
  },
  {
    title: 'Staff meeting on Friday at 10:00 in the Board Room',
    bodyHtml: '<p>The month’s bookings, the winter menu and the New Year’s Eve rota.</p>',
    template: 'general',
    audience: { kind: 'staff' },
    channels: ['in_app'],
    send: 'now',
  },
  {
    title: 'Swimming pool maintenance',
    bodyHtml: '<p>The pool will be closed for cleaning on the first Monday of the month.</p>',
    template: 'information',
    audience: { kind: 'all_members' },
    channels: ['in_app', 'email'],
    send: 'draft',
  },
  {
    title: 'Tennis: winter league draw',
    bodyHtml:
      '<p>The draw of the winter league is published; the first round starts on Saturday.</p>',
    template: 'highlights',
    audience: { kind: 'sports_group', sport: 'Tennis' },
    channels: ['in_app', 'email'],
    send: 'next_week',
  },
];

/**
 * The demo club's broadcasts, sent as the office would send them: composed by the admin, the
 * sent ones fanned out (their delivery rows written), their notifications delivered in the bells
 * at once, and their mails marked sent (the demo has no mail server). Once: a club that has
 * broadcasts is left as it is.
 */
export async function seedBroadcasts(ctx: AppContext): Promise<void> {
  const [any] = await ctx.db.select({ id: broadcasts.id }).from(broadcasts).limit(1);
  if (any) return;
  const [admin] = await ctx.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.code, 'admin'));
  if (!admin) return;
  const actor: Actor = {
    ...systemActor('demo seed'),
    kind: 'staff',
    staffId: admin.id,
    roles: [ROLE.admin],
  };
  for (const { send, ...b } of PLAN) {
    const mode = send === 'next_week' ? 'at' : send;
    const sendAt =
      send === 'next_week' ? new Date(ctx.clock.now().getTime() + 7 * DAY).toISOString() : null;
    const made = await createBroadcast(ctx, actor, { ...b, mode, sendAt });
    if (send !== 'now') continue;
    await fanOut(ctx, actor, { broadcastId: made.id, sendAt: made.sendAt! });
    while ((await deliverInAppBatch(ctx.db, 500)) > 0);
    await ctx.db
      .update(broadcastDeliveries)
      .set({ status: 'sent', sentAt: sql`now()`, attempts: 1 })
      .where(
        and(eq(broadcastDeliveries.broadcastId, made.id), eq(broadcastDeliveries.channel, 'email')),
      );
  }
  await finishBroadcasts(ctx.db);
}
