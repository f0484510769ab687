export { AccountOverview } from './components/account-overview';
export { useAccountSummary } from './api/get-account-summary';
export { useStatementMonths } from './api/get-statement-months';
export { statementsKeys } from './api/keys';
