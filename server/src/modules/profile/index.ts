/** The profile module's public surface: how many members' changes wait for the office. */
export { pendingCount } from './pending-count.ts';
