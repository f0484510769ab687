/**
 * The checkout burst (see README.md, "The checkout burst"): N members place an order on
 * account at the same moment, R rounds, against a running portal; then the database is read
 * to prove that every order, invoice number and ledger charge is exact.
 *
 * The members are served through the admin's "act as member": N admin sessions, each acting
 * for a different Active member with room under the credit limit for all its orders. Where the
 * club has too few such members (the demo has about 176 Active of 200), the setup adds the
 * missing ones through the admin's "add member", as the office would, before the burst.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  FNB_API,
  MEMBERS_API,
  type CheckoutRequest,
  type CreateMemberRequest,
  type MemberMenuItem,
  type SlotsResponse,
} from '@club/contracts';
import {
  answerOf,
  planLines,
  randomKey,
  round1,
  summarise,
  totalsOf,
  type Answer,
  type BurstOptions,
  type BurstResult,
  type PlannedOrder,
  type RoundResult,
  type SkippedBurst,
} from './lib/checkout-plan.ts';
import { pooled, staffSession, type Client } from './lib/client.ts';

/** The code of the members the bench adds: BENCH0001, BENCH0002, ... */
const ADDED_PREFIX = 'BENCH';
/** The credit limit the office gives an added member (one of the demo's), or what it needs. */
const ADDED_CREDIT_LIMIT = 5_000_000;

/**
 * The members the bench adds when the club has too few Active ones with room, each through
 * the admin's "add member" (POST /api/admin/members: the record and a first PIN, audited), as
 * the office would. Codes already on file (a run before on the same database) are passed over.
 */
class BenchMembers {
  count = 0;
  private next = 1;
  constructor(private readonly admin: Client) {}

  async add(need: number): Promise<{ id: number; code: string }> {
    for (;;) {
      const code = `${ADDED_PREFIX}${String(this.next++).padStart(4, '0')}`;
      const { available } = await this.admin.call<{ available: boolean }>(
        'GET',
        `${MEMBERS_API.availability}?field=code&value=${code}`,
      );
      if (!available) continue;
      const n = this.next - 1;
      const member: CreateMemberRequest = {
        code,
        firstName: 'Bench',
        lastName: `Member ${n}`,
        gender: 'M',
        membershipType: 'Ordinary',
        joinedOn: '2020-04-01',
        creditLimit: Math.max(ADDED_CREDIT_LIMIT, need),
      };
      const created = await this.admin.call<{ id: number; code: string }>(
        'POST',
        MEMBERS_API.admin,
        member,
      );
      this.count++;
      return { id: created.id, code: created.code };
    }
  }
}

interface Seat {
  client: Client;
  memberId: number;
  memberCode: string;
  balanceBefore: number;
}

/**
 * Prepares the club (outlet hours and capacity), N acting sessions and the menu, then fires
 * the rounds. Answers a skip reason when no pickup slot is left today.
 */
export async function runCheckoutBurst(
  base: string,
  opts: BurstOptions,
): Promise<BurstResult | SkippedBurst> {
  const setupStarted = performance.now();
  const admin = await staffSession(base);

  // The outlet open all day (so a run after midnight finds the menu open), no lead time, and
  // room for every bench order in one slot. Slots themselves still run 07:30 to 22:30.
  await admin.call('PUT', `${FNB_API.outlets}/restaurant`, {
    opensAt: '00:00',
    closesAt: '23:59',
    leadMinutes: 0,
    slotCapacity: 500,
  });
  const settings = await admin.call<{ timeZone: string }>('GET', '/api/settings');
  const clubTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: settings.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());

  // Active members, by code.
  const candidates: { id: number; code: string }[] = [];
  for (let page = 0; ; page++) {
    const list = await admin.call<{
      items: { id: number; code: string; status: string }[];
      pageCount: number;
    }>('GET', `/api/admin/members?status=Active&sortBy=code&pageSize=100&pageIndex=${page}`);
    candidates.push(...list.items.filter((m) => m.status === 'Active'));
    if (page + 1 >= list.pageCount) break;
  }

  // One admin session per member (each signs in: a scrypt hash, so a few at a time).
  opts.log(`  signing in ${opts.members} admin sessions to act as ${opts.members} members`);
  const clients = await pooled(
    Array.from({ length: opts.members }, (_, i) => i),
    4,
    () => staffSession(base),
  );

  // The menu and the slots, as a member sees them.
  const first = clients[0]!;
  await first.call('POST', '/api/auth/act-as', { memberCode: candidates[0]?.code ?? 'M1001' });
  const { items } = await first.call<{ items: MemberMenuItem[] }>(
    'GET',
    `${FNB_API.memberItems}?outlet=restaurant`,
  );
  // Items without hours of their own: none can leave the menu while the bench runs.
  const menu = items
    .filter((i) => i.unavailable === null && i.availableFrom === null)
    .sort((a, b) => a.id - b.id);
  if (menu.length < 3) throw new Error(`only ${menu.length} restaurant items can be ordered now`);
  const { slots } = await first.call<SlotsResponse>('GET', `${FNB_API.slots}?outlet=restaurant`);
  const open = slots.filter((s) => s.available).map((s) => s.time);
  if (open.length === 0) {
    return {
      skipped: `no pickup slot left today (club time ${clubTime} ${settings.timeZone}; the last slot is 22:30): checkout burst skipped`,
    };
  }
  // Not the very next slot (it turns "past" when the clock passes it mid-run), unless it is the last.
  const slot = open[1] ?? open[0]!;

  // What each position orders in each round, and what that needs under the credit limit.
  const plans = Array.from({ length: opts.members }, (_, position) =>
    Array.from({ length: opts.rounds }, (_, r) => planLines(menu, position, r + 1)),
  );
  const need = plans.map((rounds) => rounds.reduce((s, lines) => s + totalsOf(lines).total, 0));

  // Seat a member on each session: the next Active member with room for all its orders, or,
  // when the club has no more, one the office adds now.
  const seats: Seat[] = [];
  const added = new BenchMembers(admin);
  let c = 0;
  for (let position = 0; position < opts.members; position++) {
    const client = clients[position]!;
    let seated = false;
    while (!seated) {
      const fromClub = c < candidates.length;
      const member = fromClub ? candidates[c++]! : await added.add(need[position]!);
      await client.call('POST', '/api/auth/act-as', { memberCode: member.code });
      const account = await client.call<{ balance: number; creditLimit: number }>(
        'GET',
        '/api/member/account-summary',
      );
      if (account.balance + need[position]! <= account.creditLimit) {
        seats.push({
          client,
          memberId: member.id,
          memberCode: member.code,
          balanceBefore: account.balance,
        });
        seated = true;
      } else if (!fromClub) {
        throw new Error(`${member.code}, just added, has no room for ${need[position]} paise`);
      }
    }
  }
  const setupSeconds = round1((performance.now() - setupStarted) / 1000);
  opts.log(
    `  ${seats.length} members seated (${c} of ${candidates.length} Active looked at, ` +
      `${added.count} added), ${menu.length} items on the menu, ` +
      `pickup slot ${slot} (club time ${clubTime}), setup ${setupSeconds} s`,
  );

  const answers: Answer[] = [];
  const rounds: RoundResult[] = [];
  for (let r = 1; r <= opts.rounds; r++) {
    const requests = seats.map((seat, position) => {
      const lines = plans[position]![r - 1]!;
      const plan: PlannedOrder = {
        round: r,
        position,
        memberId: seat.memberId,
        memberCode: seat.memberCode,
        idempotencyKey: `bench-r${r}-p${position}-${randomKey()}`,
        lines,
        ...totalsOf(lines),
      };
      const body: CheckoutRequest = {
        outlet: 'restaurant',
        lines: lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity, price: l.price })),
        expectedTotal: plan.total,
        fulfilment: 'collection',
        slot,
        paymentMethod: 'account',
        termsAccepted: true,
        idempotencyKey: plan.idempotencyKey,
      };
      return { seat, plan, body: JSON.stringify(body) };
    });
    const loadAverage1m = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
    const started = performance.now();
    const roundAnswers = await Promise.all(
      requests.map(async ({ seat, plan, body }) => {
        const t0 = performance.now();
        try {
          const res = await fetch(`${base}${FNB_API.memberOrders}`, {
            method: 'POST',
            headers: {
              cookie: seat.client.cookie!,
              origin: base,
              'content-type': 'application/json',
            },
            body,
          });
          const text = await res.text();
          const latencyMs = performance.now() - t0;
          return answerOf(plan, res.status, text, latencyMs);
        } catch (err) {
          return {
            plan,
            status: null,
            error: err instanceof Error ? err.message : String(err),
            latencyMs: performance.now() - t0,
            orderId: null,
            invoiceNumber: null,
            mismatches: [],
          } satisfies Answer;
        }
      }),
    );
    const wallMs = performance.now() - started;
    answers.push(...roundAnswers);
    const result: RoundResult = { round: r, loadAverage1m, ...summarise(roundAnswers, wallMs) };
    rounds.push(result);
    opts.log(
      `  round ${r}: ${result.created}/${result.orders} placed in ${result.wallMs} ms = ` +
        `${result.ordersPerSec} orders/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
        (Object.keys(result.errors).length ? `, errors ${JSON.stringify(result.errors)}` : ''),
    );
  }

  const overall = summarise(
    answers,
    rounds.reduce((s, r) => s + r.wallMs, 0),
  );
  return {
    members: seats.length,
    rounds,
    overall,
    slot,
    clubTime: `${clubTime} ${settings.timeZone}`,
    items: menu.length,
    setupSeconds,
    answers,
    balancesBefore: new Map(seats.map((s) => [s.memberId, s.balanceBefore])),
  };
}
