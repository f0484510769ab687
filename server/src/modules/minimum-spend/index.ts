/** The monthly food-and-beverage minimum: its month-end charge and a member's progress. */
export { postMinimumShortfalls, type ShortfallRun } from './post-minimum-shortfalls.ts';
export { minimumSpendProgress, type MinimumSpendProgress } from './minimum-spend-progress.ts';
