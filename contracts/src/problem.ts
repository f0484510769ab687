import { z } from 'zod';

/** RFC 9457 problem details as every error of the API leaves. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  /** For validation failures: the failing fields, path joined by dots. */
  errors: z
    .array(z.object({ field: z.string(), message: z.string(), key: z.string().optional() }))
    .optional(),
  /** Seconds until the caller may try again (lockout, rate limit). */
  retryAfter: z.number().int().optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export const ERROR_CODES = [
  'validation_failed',
  'invalid_credentials',
  'account_locked',
  'rate_limited',
  'unauthenticated',
  'forbidden',
  'credential_change_required',
  'not_found',
  'conflict',
  /** A member edit based on a version another admin has changed since (optimistic concurrency). */
  'member_changed',
  'invalid_token',
  'cross_origin',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
