import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { BackupRefused } from './archive.ts';
import { quoteIdent } from './catalog.ts';
import type { Manifest } from './manifest.ts';

/**
 * Compares a restored database with the backup's manifest: every table's row count and the
 * ledger's sum. Throws on the first difference (inside the restore's transaction, so the
 * restore is rolled back).
 */
export async function verifyRestored(tx: DbOrTx, manifest: Manifest): Promise<void> {
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const { rows } = await tx.execute(
      sql.raw(`select count(*)::int as n from public.${quoteIdent(table)}`),
    );
    const n = (rows[0] as { n: number }).n;
    if (n !== expected) {
      throw new BackupRefused(
        `The restore was undone: ${table} has ${n} rows where the backup's manifest says ${expected}. The archive may have been edited; restore another backup.`,
      );
    }
  }
  if (manifest.tables.ledger_entries !== undefined) {
    const { rows } = await tx.execute(
      sql`select coalesce(sum(amount), 0)::text as sum from ledger_entries`,
    );
    const sum = (rows[0] as { sum: string }).sum;
    if (sum !== manifest.ledgerSum) {
      throw new BackupRefused(
        `The restore was undone: the ledger sums to ${sum} where the backup's manifest says ${manifest.ledgerSum}. Restore another backup.`,
      );
    }
  }
}
