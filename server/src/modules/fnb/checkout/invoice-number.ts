import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { fnbInvoiceCounters } from '../../../db/schema/index.ts';

/**
 * The next invoice number of a financial year, inside the caller's transaction: the counter
 * row is locked until it commits (concurrent orders wait in turn) and rolls back with it, so
 * numbers are sequential and gap-free. 'FNB/2026-27/000123'.
 */
export async function nextInvoiceNumber(tx: DbOrTx, financialYear: string) {
  const [row] = await tx
    .insert(fnbInvoiceCounters)
    .values({ financialYear, last: 1 })
    .onConflictDoUpdate({
      target: fnbInvoiceCounters.financialYear,
      set: { last: sql`${fnbInvoiceCounters.last} + 1` },
    })
    .returning({ last: fnbInvoiceCounters.last });
  const seq = row!.last;
  return {
    year: financialYear,
    seq,
    number: `FNB/${financialYear}/${String(seq).padStart(6, '0')}`,
  };
}
