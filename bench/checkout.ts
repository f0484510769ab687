/**
 * The checkout burst (see README.md, "The checkout burst"): N members place an order on
 * account at the same moment, R rounds, against a running portal; then the database is read
 * to prove that every order, invoice number and ledger charge is exact.
 *
 * The members are served through the admin's "act as member": N admin sessions, each acting
 * for a different Active member with room under the credit limit for all its orders.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  FNB_API,
  gstHalves,
  lineTax,
  type CheckoutRequest,
  type CheckoutResponse,
  type MemberMenuItem,
  type SlotsResponse,
} from '@club/contracts';

export interface BurstOptions {
  members: number;
  rounds: number;
  log: (line: string) => void;
}

interface PlannedLine {
  itemId: number;
  price: number;
  quantity: number;
  taxRate: number;
  amount: number;
  tax: number;
}

/** One order as the bench expects it, computed from the menu's prices and the contract's rules. */
interface PlannedOrder {
  round: number;
  position: number;
  memberId: number;
  memberCode: string;
  idempotencyKey: string;
  lines: PlannedLine[];
  subtotal: number;
  tax: number;
  cgst: number;
  sgst: number;
  total: number;
}

/** What the server answered to one checkout. */
interface Answer {
  plan: PlannedOrder;
  status: number | null;
  /** The problem+json code, or the fetch error, for a non-201 answer. */
  error: string | null;
  latencyMs: number;
  orderId: number | null;
  invoiceNumber: string | null;
  /** Differences between the answered order and the plan (empty: exact). */
  mismatches: string[];
}

export interface LatencySummary {
  orders: number;
  created: number;
  wallMs: number;
  ordersPerSec: number;
  meanMs: number;
  /** The first answer: on PostgreSQL it comes late when the answers wait for the pool. */
  minMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Non-201 answers by 'status code' (and fetch failures). */
  errors: Record<string, number>;
}

export interface RoundResult extends LatencySummary {
  round: number;
  /** The 1-minute load average just before the round was fired. */
  loadAverage1m: number;
}

export interface BurstResult {
  members: number;
  rounds: RoundResult[];
  overall: LatencySummary;
  slot: string;
  clubTime: string;
  items: number;
  setupSeconds: number;
  /** For the database checks. */
  answers: Answer[];
  balancesBefore: Map<number, number>;
}

export type SkippedBurst = { skipped: string };

const round1 = (n: number) => Math.round(n * 10) / 10;

// --------------------------------------------------------------------------------------------
// HTTP helpers

export class Client {
  constructor(
    readonly base: string,
    readonly cookie: string | null = null,
  ) {}

  async call<T>(method: string, urlPath: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = this.base;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${urlPath}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

export async function staffSession(base: string): Promise<Client> {
  const res = await fetch(`${base}/api/auth/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ staffCode: 'admin', password: 'Admin@12345' }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${text}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('club_session='));
  if (!cookie) throw new Error('admin sign-in answered without a club_session cookie');
  return new Client(base, cookie);
}

/** Runs `work` over `items` with at most `limit` in flight (sign-ins hash a password each). */
export async function pooled<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

function summarise(answers: Answer[], wallMs: number): LatencySummary {
  const latencies = answers.map((a) => a.latencyMs).sort((a, b) => a - b);
  const errors: Record<string, number> = {};
  for (const a of answers) {
    if (a.status === 201) continue;
    const key = a.status === null ? (a.error ?? 'fetch failed') : `${a.status} ${a.error ?? ''}`;
    errors[key.trim()] = (errors[key.trim()] ?? 0) + 1;
  }
  return {
    orders: answers.length,
    created: answers.filter((a) => a.status === 201).length,
    wallMs: round1(wallMs),
    ordersPerSec: wallMs > 0 ? round1((answers.length * 1000) / wallMs) : 0,
    meanMs: round1(latencies.reduce((s, l) => s + l, 0) / Math.max(1, latencies.length)),
    minMs: round1(latencies[0] ?? 0),
    p50Ms: round1(percentile(latencies, 50)),
    p99Ms: round1(percentile(latencies, 99)),
    maxMs: round1(latencies[latencies.length - 1] ?? 0),
    errors,
  };
}

// --------------------------------------------------------------------------------------------
// The plan: which items each member orders in each round, and what it must cost

/** The order of position `position` in round `round`: 1-3 distinct items, 1-3 of each. */
function planLines(menu: MemberMenuItem[], position: number, round: number): PlannedLine[] {
  const count = 1 + ((position + round) % 3);
  const picked = new Set<number>();
  const lines: PlannedLine[] = [];
  for (let j = 0; lines.length < count && j < menu.length * 2; j++) {
    const index = (position * 7 + round * 11 + j * 13) % menu.length;
    if (picked.has(index)) continue;
    picked.add(index);
    const item = menu[index]!;
    const quantity = 1 + ((position + j + round) % 3);
    const amount = item.price * quantity;
    lines.push({
      itemId: item.id,
      price: item.price,
      quantity,
      taxRate: item.taxRate,
      amount,
      tax: lineTax(amount, item.taxRate),
    });
  }
  return lines;
}

/** The contract's totals: subtotal and tax are sums of the lines, tax split in CGST/SGST halves. */
function totalsOf(lines: PlannedLine[]) {
  const subtotal = lines.reduce((s, l) => s + l.amount, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  return { subtotal, tax, total: subtotal + tax, ...gstHalves(tax) };
}

function randomKey(): string {
  return Math.random().toString(36).slice(2, 12).padEnd(10, '0');
}

// --------------------------------------------------------------------------------------------

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

  // Seat a member on each session: the next Active member with room for all its orders.
  const seats: Seat[] = [];
  let c = 0;
  for (let position = 0; position < opts.members; position++) {
    const client = clients[position]!;
    let seated = false;
    while (!seated && c < candidates.length) {
      const member = candidates[c++]!;
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
      }
    }
    if (!seated) {
      throw new Error(
        `only ${seats.length} of ${candidates.length} Active members have room under their credit limit for ${opts.rounds} orders; ${opts.members} needed`,
      );
    }
  }
  const setupSeconds = round1((performance.now() - setupStarted) / 1000);
  opts.log(
    `  ${seats.length} members seated (${c} looked at), ${menu.length} items on the menu, ` +
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

/** Reads one checkout answer and compares its order with the plan. */
function answerOf(plan: PlannedOrder, status: number, text: string, latencyMs: number): Answer {
  const answer: Answer = {
    plan,
    status,
    error: null,
    latencyMs,
    orderId: null,
    invoiceNumber: null,
    mismatches: [],
  };
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  if (status !== 201) {
    const p = parsed as { code?: string; errors?: { field: string }[] } | null;
    const field = p?.errors?.[0]?.field;
    answer.error = `${p?.code ?? 'no problem code'}${field ? ` (${field})` : ''}`;
    return answer;
  }
  const { order } = parsed as CheckoutResponse;
  answer.orderId = order.id;
  answer.invoiceNumber = order.invoiceNumber;
  const where = `order ${order.id} (round ${plan.round}, ${plan.memberCode})`;
  const diff = (what: string, got: unknown, want: unknown) => {
    if (got !== want) answer.mismatches.push(`${where}: ${what} ${String(got)}, expected ${want}`);
  };
  diff('member', order.memberCode, plan.memberCode);
  diff('status', order.status, 'ordered');
  diff('payment', order.paymentMethod, 'account');
  for (const key of ['subtotal', 'tax', 'cgst', 'sgst', 'total'] as const) {
    diff(key, order[key], plan[key]);
  }
  diff('line count', order.lines.length, plan.lines.length);
  plan.lines.forEach((want, i) => {
    const got = order.lines.find((l) => l.itemId === want.itemId);
    if (!got) {
      answer.mismatches.push(`${where}: line ${i} (item ${want.itemId}) missing`);
      return;
    }
    for (const key of ['price', 'quantity', 'amount', 'taxRate', 'tax'] as const) {
      diff(`item ${want.itemId} ${key}`, got[key], want[key]);
    }
  });
  if (!/^FNB\/\d{4}-\d{2}\/\d{6}$/.test(order.invoiceNumber ?? '')) {
    answer.mismatches.push(`${where}: invoice number ${order.invoiceNumber}`);
  }
  return answer;
}

// --------------------------------------------------------------------------------------------
// The database checks

/** Runs SELECTs and answers each one's rows (as JSON objects). */
export type SqlRunner = (selects: string[]) => Promise<Record<string, unknown>[][]>;

/** Wraps a SELECT so that PostgreSQL answers its rows as one JSON array. */
export const asJson = (select: string) =>
  `select coalesce(json_agg(t), '[]'::json) as rows from (${select}) t`;

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export async function checkDatabase(burst: BurstResult, run: SqlRunner): Promise<Check[]> {
  const placed = burst.answers.filter((a) => a.status === 201 && a.orderId !== null);
  const byId = new Map(placed.map((a) => [a.orderId!, a]));
  const ids = placed.map((a) => a.orderId!).join(',') || '0';
  const memberIds = [...burst.balancesBefore.keys()].join(',') || '0';
  const [invoices, counters, uninvoiced, orders, lines, charges, orphans, balances] = await run([
    `select invoice_year as year, invoice_seq as seq, invoice_number as number
       from fnb_orders where invoice_seq is not null order by 1, 2`,
    `select financial_year as year, last from fnb_invoice_counters order by 1`,
    `select count(*)::int as n from fnb_orders
       where invoice_seq is null and status <> 'pending_payment'`,
    `select id, member_id as "memberId", status, subtotal, tax, total, invoice_number as "invoiceNumber",
            idempotency_key as key
       from fnb_orders where idempotency_key like 'bench-%'`,
    `select order_id as "orderId", item_id as "itemId", price, quantity, amount,
            tax_rate as "taxRate", tax, removed_at as "removedAt"
       from fnb_order_lines where order_id in (${ids})`,
    // An order's entries: its charge ('<id>'), reversals ('<id>:cancelled', '<id>:line:<n>').
    `select member_id as "memberId", kind, source_id as "sourceId", amount, tax_amount as "taxAmount"
       from ledger_entries where source = 'fnb_order'
        and split_part(source_id, ':', 1) in (${placed.map((a) => `'${a.orderId}'`).join(',') || `'0'`})`,
    `select count(*)::int as n from ledger_entries l where l.source = 'fnb_order'
       and not exists (select 1 from fnb_orders o where o.id::text = split_part(l.source_id, ':', 1))`,
    `select member_id as "memberId", sum(amount)::bigint as balance
       from ledger_entries where member_id in (${memberIds}) group by 1`,
  ]);
  const checks: Check[] = [];
  const push = (name: string, problems: string[], okDetail: string) =>
    checks.push({
      name,
      ok: problems.length === 0,
      detail: problems.length
        ? `${problems.length} problem(s): ${problems.slice(0, 5).join('; ')}`
        : okDetail,
    });
  const num = (v: unknown) => Number(v);

  // 1. Every answer's order is the plan (totals from the menu and lineTax/gstHalves).
  push(
    'answered totals exact',
    burst.answers.flatMap((a) => a.mismatches),
    `${placed.length} of ${placed.length} answered orders equal the expected lines, subtotal, tax, CGST/SGST and total`,
  );

  // 2. Invoice numbers: per financial year 1..n without a gap, the counter at n.
  {
    const problems: string[] = [];
    const perYear = new Map<string, number>();
    for (const row of invoices ?? []) {
      const year = String(row.year);
      const expected = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, expected);
      if (num(row.seq) !== expected) problems.push(`${year}: seq ${row.seq} where ${expected}`);
      const number = `FNB/${year}/${String(expected).padStart(6, '0')}`;
      if (row.number !== number) problems.push(`${year}/${row.seq}: number ${String(row.number)}`);
    }
    for (const row of counters ?? []) {
      const n = perYear.get(String(row.year)) ?? 0;
      if (num(row.last) !== n) problems.push(`counter ${row.year} at ${row.last}, ${n} invoices`);
    }
    const missing = num(uninvoiced?.[0]?.n ?? 0);
    if (missing) problems.push(`${missing} placed order(s) without an invoice number`);
    for (const a of placed) {
      const row = (orders ?? []).find((o) => num(o.id) === a.orderId);
      if (row && row.invoiceNumber !== a.invoiceNumber) {
        problems.push(
          `order ${a.orderId}: answered ${a.invoiceNumber}, stored ${row.invoiceNumber}`,
        );
      }
    }
    const years = [...perYear.entries()].map(([y, n]) => `${y}: 1..${n}`).join(', ');
    push(
      'invoice numbers gap-free',
      problems,
      `${[...perYear.values()].reduce((s, n) => s + n, 0)} invoices (${years}), ${placed.length} of them the bench's`,
    );
  }

  // 3. The stored orders: one per 201 answer (no duplicates, none extra), lines and totals exact.
  {
    const problems: string[] = [];
    if ((orders ?? []).length !== placed.length) {
      problems.push(`${(orders ?? []).length} bench orders stored, ${placed.length} answered 201`);
    }
    const linesOf = new Map<number, Record<string, unknown>[]>();
    for (const l of lines ?? []) {
      const id = num(l.orderId);
      linesOf.set(id, [...(linesOf.get(id) ?? []), l]);
    }
    for (const row of orders ?? []) {
      const a = byId.get(num(row.id));
      if (!a) {
        problems.push(`order ${row.id} (${row.key}) stored but not answered`);
        continue;
      }
      const p = a.plan;
      if (row.key !== p.idempotencyKey) problems.push(`order ${row.id}: key ${row.key}`);
      if (num(row.memberId) !== p.memberId)
        problems.push(`order ${row.id}: member ${row.memberId}`);
      if (row.status !== 'ordered') problems.push(`order ${row.id}: status ${row.status}`);
      for (const key of ['subtotal', 'tax', 'total'] as const) {
        if (num(row[key]) !== p[key])
          problems.push(`order ${row.id}: ${key} ${row[key]} != ${p[key]}`);
      }
      const stored = linesOf.get(num(row.id)) ?? [];
      if (stored.length !== p.lines.length) {
        problems.push(`order ${row.id}: ${stored.length} lines, expected ${p.lines.length}`);
      }
      for (const want of p.lines) {
        const got = stored.find((l) => num(l.itemId) === want.itemId);
        const same =
          got &&
          got.removedAt === null &&
          (['price', 'quantity', 'amount', 'taxRate', 'tax'] as const).every(
            (k) => num(got[k]) === want[k],
          );
        if (!same) problems.push(`order ${row.id}: line of item ${want.itemId} differs`);
      }
      const sumAmount = stored.reduce((s, l) => s + num(l.amount), 0);
      const sumTax = stored.reduce((s, l) => s + num(l.tax), 0);
      if (sumAmount !== num(row.subtotal) || sumTax !== num(row.tax)) {
        problems.push(`order ${row.id}: lines sum to ${sumAmount} + ${sumTax}`);
      }
    }
    push(
      'stored orders exact',
      problems,
      `${(orders ?? []).length} stored, one per 201 answer; every line's amount and tax, and every total, as expected`,
    );
  }

  // 4. The ledger: exactly one charge of the order's total (and its tax) per order, for its member.
  {
    const problems: string[] = [];
    const entriesOf = new Map<number, Record<string, unknown>[]>();
    for (const e of charges ?? []) {
      const id = num(String(e.sourceId).split(':')[0]);
      entriesOf.set(id, [...(entriesOf.get(id) ?? []), e]);
    }
    for (const a of placed) {
      const entries = entriesOf.get(a.orderId!) ?? [];
      const [e] = entries;
      if (entries.length !== 1 || !e) {
        problems.push(`order ${a.orderId}: ${entries.length} ledger entries`);
        continue;
      }
      if (
        e.kind !== 'charge' ||
        e.sourceId !== String(a.orderId) ||
        num(e.amount) !== a.plan.total ||
        num(e.taxAmount) !== a.plan.tax ||
        num(e.memberId) !== a.plan.memberId
      ) {
        problems.push(
          `order ${a.orderId}: ${String(e.kind)} of ${e.amount} (tax ${e.taxAmount}) to member ${e.memberId}`,
        );
      }
    }
    const orphaned = num(orphans?.[0]?.n ?? 0);
    if (orphaned) problems.push(`${orphaned} fnb_order ledger entries without their order`);
    push(
      'ledger: one charge per order',
      problems,
      `${(charges ?? []).length} charges for ${placed.length} orders, each of the order's total and tax, to its member`,
    );
  }

  // 5. Each member's balance moved by exactly the sum of their orders.
  {
    const problems: string[] = [];
    const added = new Map<number, number>();
    for (const a of placed) {
      added.set(a.plan.memberId, (added.get(a.plan.memberId) ?? 0) + a.plan.total);
    }
    const after = new Map((balances ?? []).map((b) => [num(b.memberId), num(b.balance)]));
    for (const [memberId, before] of burst.balancesBefore) {
      const want = before + (added.get(memberId) ?? 0);
      const got = after.get(memberId) ?? 0;
      if (got !== want) problems.push(`member ${memberId}: balance ${got}, expected ${want}`);
    }
    push(
      'member balances exact',
      problems,
      `${burst.balancesBefore.size} members: balance after = balance before + their orders' totals`,
    );
  }
  return checks;
}
