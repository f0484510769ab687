/** The checkout burst's database checks: every order, invoice number and ledger charge exact. */
import type { BurstResult } from './checkout-plan.ts';

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
