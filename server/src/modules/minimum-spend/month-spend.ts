import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';

/**
 * What counts towards the food-and-beverage minimum: the restaurant and bar orders charged to
 * the member in [from, to), less what was credited back for them (cancelled, rejected, removed
 * lines), before tax. Payments do not count: an order paid by card was charged too.
 */
export const spentColumn = sql<string>`coalesce(sum(${ledgerEntries.amount} - ${ledgerEntries.taxAmount}), 0)`;

export function spendWhere(from: Date, to: Date) {
  return and(
    eq(ledgerEntries.source, 'fnb_order'),
    inArray(ledgerEntries.kind, ['charge', 'credit']),
    gte(ledgerEntries.postedAt, from),
    lt(ledgerEntries.postedAt, to),
  );
}

/** One member's spend in [from, to), minor units. */
export async function memberSpend(
  db: DbOrTx,
  memberId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ spent: spentColumn })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), spendWhere(from, to)));
  return Number(row?.spent ?? 0);
}
