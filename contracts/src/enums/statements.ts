/** The ledger's and the statements' lists. */
export const LEDGER_ENTRY_KINDS = ['charge', 'payment', 'credit', 'refund', 'adjustment'] as const;

export const LEDGER_ENTRY_SOURCES = [
  'fnb_order',
  'chamber_booking',
  'banquet_booking',
  'event_booking',
  'dues',
  'subscription',
  'statement_import',
  'manual',
  'minimum_spend',
] as const;

/** The CSV's columns, in this order in a template; headers match case-insensitively, spaces or underscores. */
export const STATEMENT_IMPORT_COLUMNS = [
  'bill_date',
  'member_code',
  'opening',
  'bill_amount',
  'received',
  'closing',
] as const;
