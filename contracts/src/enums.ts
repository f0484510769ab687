/*
 * The areas' fixed lists of values, free of zod: the schemas build their enums from them
 * (events.ts, banquets.ts), and the web app's labels read them from '@club/contracts/core'.
 */
export * from './enums/banquets.ts';
export * from './enums/broadcasts.ts';
export * from './enums/chambers.ts';
export * from './enums/chat.ts';
export * from './enums/directory.ts';
export * from './enums/events.ts';
export * from './enums/feedback.ts';
export * from './enums/fnb.ts';
export * from './enums/inbox.ts';
export * from './enums/members.ts';
export * from './enums/payments.ts';
export * from './enums/profile.ts';
export * from './enums/site.ts';
export * from './enums/statements.ts';
export * from './enums/tasks.ts';
export * from './enums/calendar.ts';
export * from './enums/privacy.ts';
export * from './enums/analytics.ts';
export * from './enums/news.ts';
