import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import {
  broadcastDeliveries,
  broadcasts,
  inboxStates,
  members,
  outbox,
} from '../db/schema/index.ts';
import { render } from '../mail/layout.ts';
import { getSettingsRow } from '../modules/settings/index.ts';

const DAY = 86_400_000;

/**
 * M1001's inbox on first start: two mails the portal sent them (marked sent: the demo has no
 * mail server), beside the office's broadcasts; the gala broadcast starred, important and
 * tagged "events", the newsletter mail in the trash. Once: a member with inbox state is left.
 */
export async function seedInbox(ctx: AppContext): Promise<void> {
  const [m] = await ctx.db
    .select({
      id: members.id,
      email: members.email,
      first: members.firstName,
      last: members.lastName,
    })
    .from(members)
    .where(eq(members.code, 'M1001'));
  if (!m?.email) return;
  const [any] = await ctx.db
    .select({ id: inboxStates.refId })
    .from(inboxStates)
    .where(eq(inboxStates.memberId, m.id))
    .limit(1);
  if (any) return;
  const club = (await getSettingsRow(ctx.db)).clubName;
  const now = ctx.clock.now().getTime();
  const mail = (subject: string, paragraphs: string[]) =>
    render(m.email!, club, {
      subject,
      greeting: `Dear ${m.first} ${m.last},`,
      paragraphs,
      closing: 'With regards,',
    });
  const rows = await ctx.db
    .insert(outbox)
    .values([
      {
        topic: 'mail',
        payload: mail('Your room booking is confirmed', [
          'Your stay in the Chambers is confirmed. The room is ready from 14:00 on the day of arrival.',
          'You will find the booking under Chambers, My Reservations.',
        ]),
        status: 'sent' as const,
        attempts: 1,
        createdAt: new Date(now - 2 * DAY),
        doneAt: new Date(now - 2 * DAY),
      },
      {
        topic: 'mail',
        payload: mail('Club newsletter: November recap', [
          'The tennis ladder, the new pool timings and the chef’s winter menu: the month at the club.',
        ]),
        status: 'sent' as const,
        attempts: 1,
        createdAt: new Date(now - 20 * DAY),
        doneAt: new Date(now - 20 * DAY),
      },
    ])
    .returning({ id: outbox.id });
  const [gala] = await ctx.db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .innerJoin(broadcastDeliveries, eq(broadcastDeliveries.broadcastId, broadcasts.id))
    .where(
      and(
        eq(broadcastDeliveries.memberId, m.id),
        eq(broadcasts.title, 'New Year’s Eve Gala: bookings open'),
      ),
    )
    .limit(1);
  await ctx.db.insert(inboxStates).values([
    ...(gala
      ? [
          {
            memberId: m.id,
            source: 'broadcast' as const,
            refId: gala.id,
            starred: true,
            important: true,
            tags: ['events'],
          },
        ]
      : []),
    ...(rows[0]
      ? [{ memberId: m.id, source: 'mail' as const, refId: rows[0].id, tags: ['bookings'] }]
      : []),
    ...(rows[1]
      ? [
          {
            memberId: m.id,
            source: 'mail' as const,
            refId: rows[1].id,
            readAt: new Date(now - 19 * DAY),
            movedTo: 'trash' as const,
          },
        ]
      : []),
  ]);
}
