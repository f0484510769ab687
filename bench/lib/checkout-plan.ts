/**
 * The checkout burst's plan (which items each member orders in each round, and what it must
 * cost), the answers it gets and their latency summary.
 */
import { gstHalves, lineTax, type CheckoutResponse, type MemberMenuItem } from '@club/contracts';
import { percentile } from './client.ts';

export interface BurstOptions {
  members: number;
  rounds: number;
  log: (line: string) => void;
}

export interface PlannedLine {
  itemId: number;
  price: number;
  quantity: number;
  taxRate: number;
  amount: number;
  tax: number;
}

/** One order as the bench expects it, computed from the menu's prices and the contract's rules. */
export interface PlannedOrder {
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
export interface Answer {
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

export const round1 = (n: number) => Math.round(n * 10) / 10;

export function summarise(answers: Answer[], wallMs: number): LatencySummary {
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

// The plan: which items each member orders in each round, and what it must cost

/** The order of position `position` in round `round`: 1-3 distinct items, 1-3 of each. */
export function planLines(menu: MemberMenuItem[], position: number, round: number): PlannedLine[] {
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
export function totalsOf(lines: PlannedLine[]) {
  const subtotal = lines.reduce((s, l) => s + l.amount, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  return { subtotal, tax, total: subtotal + tax, ...gstHalves(tax) };
}

export function randomKey(): string {
  return Math.random().toString(36).slice(2, 12).padEnd(10, '0');
}

/** Reads one checkout answer and compares its order with the plan. */
export function answerOf(
  plan: PlannedOrder,
  status: number,
  text: string,
  latencyMs: number,
): Answer {
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
