export * from './auth.ts';
export * from './members.ts';
export * from './platform.ts';
export * from './staff.ts';
export * from './ledger.ts';
export * from './statements.ts';
export * from './payments.ts';
export * from './content.ts';
