import type { DataExport } from '@club/contracts';
import type { dataExports } from '../../db/schema/index.ts';

type ExportRow = typeof dataExports.$inferSelect;

/** Whether a ready export's links have passed their end (the hourly job marks it later). */
export const hasExpired = (row: ExportRow, now: Date) =>
  row.status === 'expired' ||
  (row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime());

/** A row as the member's list shows it: a ready one past its end reads as expired. */
export function toDataExport(row: ExportRow, now: Date): DataExport {
  return {
    id: row.id,
    status: hasExpired(row, now) ? 'expired' : row.status,
    requestedAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The member's own exports are for the member alone (not an admin acting for them). */
export const ONLY_THE_MEMBER =
  'Only the member may ask for or download their own data: please ask them to sign in themselves.';
