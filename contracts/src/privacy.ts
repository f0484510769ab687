import { z } from 'zod';
import { DATA_EXPORT_FORMATS, DATA_EXPORT_STATUSES } from './enums.ts';
import { idSchema } from './primitives.ts';

/*
 * The account's privacy (issue 35 item 1): the signed-in account's active sessions, which it
 * may sign out, and a member's download of all their own data (a JSON and a readable PDF, made
 * in the background, offered by links that expire).
 */

/** One live session of the signed-in account. */
export const activeSessionSchema = z.object({
  id: z.number().int(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** The session this request came with ("This device"). */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsResponse = z.object({ items: z.array(activeSessionSchema) });
export type ActiveSessionsResponse = z.infer<typeof activeSessionsResponse>;

/** What signing out the other sessions did. */
export const signedOutResponse = z.object({ signedOut: z.number().int() });
export type SignedOutResponse = z.infer<typeof signedOutResponse>;

/** One export of a member's data, as the member's list shows it. */
export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** When its links stop working (null until it is ready). */
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportsResponse = z.object({ items: z.array(dataExportSchema) });
export type DataExportsResponse = z.infer<typeof dataExportsResponse>;

/** The path of one export's file: its id and the format. */
export const dataExportFileParams = z.object({
  id: idSchema,
  format: z.enum(DATA_EXPORT_FORMATS, { message: 'validation.oneOf' }),
});
