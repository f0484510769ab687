/** The ledger module's public surface: posting entries and reading balances. */
export {
  ledgerEntryInsert,
  ledgerTextColumns,
  memberBalance,
  postLedgerEntry,
  type LedgerKind,
  type LedgerSource,
  type NewLedgerEntry,
} from './post-entry.ts';
