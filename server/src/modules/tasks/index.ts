/**
 * The tasks module's public surface: the tasks the portal makes when a stay or a function is
 * confirmed (called in the confirmation's transaction), and the feedback follow-ups' job.
 */
export { makeFunctionTask, makeStayTask } from './source-tasks.ts';
export { raiseFeedbackFollowUps } from './feedback-follow-ups.ts';
