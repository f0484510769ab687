/**
 * The event booking rush (README.md, "The booking rush"; issue 11): a popular event opens and
 * N members book it at the same moment, for one place each, with fewer places than members.
 * Each member is an admin session acting for a different Active member (the demo's members,
 * grown by copies to N). The answer to each booking is timed; a refusal because the event is
 * full (409) is the expected answer for the members who came too late, anything else is an
 * error. Afterwards the database must show exactly the event's places taken, one booking per
 * place, and one ledger charge per booking. PostgreSQL only.
 */
import { percentile, pooled, staffSession, type Client } from './lib/client.ts';
import { growMembers, type SqlExec } from './scale.ts';

export interface RushResult {
  members: number;
  places: number;
  setupSeconds: number;
  wallMs: number;
  bookingsPerSecond: number;
  answersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  booked: number;
  full: number;
  /** Other answers by status (or the fetch error). */
  errors: Record<string, number>;
  checks: { name: string; ok: boolean; detail: string }[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A published event, open for booking now, with `places` places at 1,500.00 a member. */
async function createRushEvent(sql: SqlExec, places: number): Promise<number> {
  const id = await sql(
    `insert into events (title, category_id, venue, starts_at, ends_at, booking_opens_at,
       booking_closes_at, status, capacity, tickets_per_member, member_price, spouse_allowed,
       dependent_allowed, guest_allowed)
     select 'Booking rush (bench)', (select id from event_categories order by parent_id nulls last, id limit 1),
       'Main lawn', now() + interval '30 days', now() + interval '30 days 4 hours',
       now() - interval '1 hour', now() + interval '20 days', 'published', ${places}, 1, 150000,
       false, false, false
     returning id`,
  );
  return Number(id.split('\n')[0]);
}

export async function runEventRush(
  base: string,
  sql: SqlExec,
  opts: { members: number; places: number; log: (line: string) => void },
): Promise<RushResult> {
  const setupStarted = performance.now();
  await growMembers(sql, opts.members + 50);
  const codes = (
    await sql(
      `select string_agg(code, ',' order by id) from (select code, id from members
       where status = 'Active' order by id limit ${opts.members}) m`,
    )
  ).split(',');
  if (codes.length < opts.members)
    throw new Error(`only ${codes.length} Active members for ${opts.members}`);
  const eventId = await createRushEvent(sql, opts.places);
  opts.log(`  event ${eventId} with ${opts.places} places; signing in ${opts.members} sessions`);
  const clients: Client[] = await pooled(codes, 4, async (code) => {
    const client = await staffSession(base);
    await client.call('POST', '/api/auth/act-as', { memberCode: code });
    return client;
  });
  const setupSeconds = round1((performance.now() - setupStarted) / 1000);

  const started = performance.now();
  const answers = await Promise.all(
    clients.map(async (client) => {
      const t0 = performance.now();
      try {
        await client.call('POST', '/api/member/events/bookings', { eventId, who: 'member' });
        return { ms: performance.now() - t0, outcome: 'booked' };
      } catch (err) {
        const text = err instanceof Error ? err.message : String(err);
        const status = /answered (\d+)/.exec(text)?.[1] ?? text.slice(0, 80);
        return { ms: performance.now() - t0, outcome: status === '409' ? 'full' : status };
      }
    }),
  );
  const wallMs = performance.now() - started;
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const booked = answers.filter((a) => a.outcome === 'booked').length;
  const full = answers.filter((a) => a.outcome === 'full').length;
  const errors: Record<string, number> = {};
  for (const a of answers)
    if (a.outcome !== 'booked' && a.outcome !== 'full')
      errors[a.outcome] = (errors[a.outcome] ?? 0) + 1;

  const [taken, live, charges] = (
    await sql(
      `select (select places_taken from events where id = ${eventId}) || ',' ||
        (select count(*) from event_bookings where event_id = ${eventId} and status <> 'cancelled') || ',' ||
        (select count(*) from ledger_entries where source = 'event_booking' and kind = 'charge'
           and source_id in (select id::text from event_bookings where event_id = ${eventId}))`,
    )
  )
    .split(',')
    .map(Number);
  const checks = [
    {
      name: 'places taken',
      ok: taken === opts.places,
      detail: `${taken} of ${opts.places} (exactly the places, never more)`,
    },
    { name: 'live bookings', ok: live === opts.places, detail: `${live}, one per place` },
    { name: 'answered booked', ok: booked === opts.places, detail: `${booked}` },
    {
      name: 'ledger charges',
      ok: charges === live,
      detail: `${charges} charges for ${live} bookings`,
    },
    {
      name: 'the rest refused as full',
      ok: full === opts.members - opts.places && Object.keys(errors).length === 0,
      detail: `${full} answered 409${Object.keys(errors).length ? `, errors ${JSON.stringify(errors)}` : ''}`,
    },
  ];
  return {
    members: opts.members,
    places: opts.places,
    setupSeconds,
    wallMs: round1(wallMs),
    bookingsPerSecond: round1(booked / (wallMs / 1000)),
    answersPerSecond: round1(answers.length / (wallMs / 1000)),
    p50Ms: round1(percentile(times, 50)),
    p99Ms: round1(percentile(times, 99)),
    maxMs: round1(times.at(-1) ?? 0),
    booked,
    full,
    errors,
    checks,
  };
}
