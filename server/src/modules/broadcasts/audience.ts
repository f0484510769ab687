import { sql, type SQL } from 'drizzle-orm';
import { BANQUET_HOLDING_STATUSES, type BroadcastAudience } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';

/** One person an audience matched, and the channels they take broadcasts by. */
export interface AudienceRecipient {
  memberId: number | null;
  staffId: number | null;
  /** Null: no address on file (or the member refused mail), so no email delivery. */
  email: string | null;
  /** The member's choice for broadcasts in notification_prefs (no row: both). */
  inApp: boolean;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The event bookings that count as booked on an event (paid, or confirmed). */
const EVENT_BOOKED = ['booked', 'confirmed'] as const;
/** The stays that put a member in the chambers on a date. */
const STAYING = ['confirmed', 'checked_in', 'checked_out'] as const;

/**
 * The members' condition of a segment (the `m` alias is `members`): active members, except
 * chosen members, who are taken as chosen (any standing but Deceased).
 */
function memberCondition(a: Exclude<BroadcastAudience, { kind: 'staff' }>): SQL {
  const active = sql`m.status = 'Active'`;
  switch (a.kind) {
    case 'all_members':
      return active;
    case 'membership_type':
      return sql`${active} and m.membership_type = ${a.type}`;
    case 'sports_group':
      return sql`${active} and ${a.sport} = any(m.sports_interests)`;
    case 'event':
      return sql`${active} and exists (select 1 from event_bookings b where b.member_id = m.id
        and b.event_id = ${a.eventId} and b.status in (${list(EVENT_BOOKED)}))`;
    case 'chambers_date':
      return sql`${active} and exists (select 1 from chamber_bookings b where b.member_id = m.id
        and b.check_in <= ${a.date}::date and b.check_out > ${a.date}::date
        and b.status in (${list(STAYING)}))`;
    case 'hall_period':
      return sql`${active} and exists (select 1 from banquet_bookings b where b.member_id = m.id
        and b.date between ${a.from}::date and ${a.to}::date
        and b.status in (${list(BANQUET_HOLDING_STATUSES)}))`;
    case 'members':
      return sql`m.status <> 'Deceased' and m.id in (${sql.join(
        a.memberIds.map((id) => sql`${id}`),
        sql`, `,
      )})`;
  }
}

/**
 * Everyone an audience matches now (the live segment), in id order: members with their mail
 * address (none when they refused mail, opted out of broadcast mails, or have none) and their
 * in-app choice; or the active staff.
 */
export async function audienceRecipients(
  db: DbOrTx,
  audience: BroadcastAudience,
): Promise<AudienceRecipient[]> {
  if (audience.kind === 'staff') {
    const res = await db.execute(sql`select id, email from staff_users where active order by id`);
    return (res.rows as { id: number; email: string }[]).map((r) => ({
      memberId: null,
      staffId: Number(r.id),
      email: r.email,
      inApp: true,
    }));
  }
  const res = await db.execute(sql`
    select m.id,
      case when m.email is not null and m.consent_email and coalesce(p.email, true)
        then m.email end as email,
      coalesce(p.in_app, true) as in_app
    from members m
    left join notification_prefs p on p.member_id = m.id and p.kind = 'broadcast'
    where ${memberCondition(audience)}
    order by m.id`);
  return (res.rows as { id: number; email: string | null; in_app: boolean }[]).map((r) => ({
    memberId: Number(r.id),
    staffId: null,
    email: r.email,
    inApp: r.in_app,
  }));
}

/** How many people an audience matches now (the count shown before sending). */
export async function countAudience(db: DbOrTx, audience: BroadcastAudience): Promise<number> {
  const res =
    audience.kind === 'staff'
      ? await db.execute(sql`select count(*)::int as n from staff_users where active`)
      : await db.execute(
          sql`select count(*)::int as n from members m where ${memberCondition(audience)}`,
        );
  return Number((res.rows[0] as { n: number }).n);
}
