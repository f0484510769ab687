import { z } from 'zod';
import { cartChangeSchema } from './fnb-orders.ts';

/** RFC 9457 problem details as every error of the API leaves. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  /**
   * For validation failures: the failing fields, path joined by dots, each with its English
   * message, its text key, and the values the text names (`{ limit: 4 }`) for the key's
   * translation.
   */
  errors: z
    .array(
      z.object({
        field: z.string(),
        message: z.string(),
        key: z.string().optional(),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .optional(),
  /** Seconds until the caller may try again (lockout, rate limit). */
  retryAfter: z.number().int().optional(),
  /** For cart_changed: each item that changed since the member filled the cart. */
  changes: z.array(cartChangeSchema).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export { ERROR_CODES } from './error-codes.ts';
export type { ErrorCode } from './error-codes.ts';
