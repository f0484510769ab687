export { AccountOverview } from './components/account-overview';
export { EntriesTable } from './components/entries-table';
export { useAccountSummary } from './api/get-account-summary';
export { useStatementMonths } from './api/get-statement-months';
export { statementsKeys } from './api/keys';
