/** The statements module's public surface: what other modules may use. */
export { downloadStatement } from './download-statement.ts';
export { getAccountSummary } from './get-account-summary.ts';
export { listStatementMonths } from './list-statement-months.ts';
export { addMonths, monthOf, monthRange } from './months.ts';
