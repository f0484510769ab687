import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

interface InvoiceNumber {
  year: string;
  seq: number;
  number: string;
}

/**
 * The next invoice number of a financial year, inside the caller's transaction: the counter
 * row is locked until it commits (concurrent orders wait in turn) and rolls back with it, so
 * numbers are sequential and gap-free. 'FNB/2026-27/000123'. The database function
 * fnb_next_invoice_number (migration fnb_take_slot) gives it, as it does within a checkout on
 * account (take-slot.ts).
 */
export async function nextInvoiceNumber(tx: DbOrTx, financialYear: string): Promise<InvoiceNumber> {
  const { rows } = await tx.execute<{ seq: number; num: string }>(
    sql`select seq, num from fnb_next_invoice_number(${financialYear})`,
  );
  const row = rows[0]!;
  return { year: financialYear, seq: Number(row.seq), number: row.num };
}
