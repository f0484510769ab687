import {
  validationMessageEn,
  type CartChange,
  type ErrorCode,
  type ValidationMessageKey,
} from '@club/contracts';
import type { z } from 'zod';

/** An error with a stable code that leaves as problem+json (RFC 9457). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly extra: {
      retryAfter?: number;
      errors?: {
        field: string;
        message: string;
        key?: string;
        params?: Record<string, string | number>;
      }[];
      changes?: CartChange[];
    } = {},
  ) {
    super(detail);
  }
}

/** What a problem carries beside its code and detail: the failing fields, a cart's changes. */
export type ProblemExtra = AppError['extra'];

/*
 * The refusals (ESLint refuses `new AppError(403 | 404 | 409, ...)` anywhere else): the
 * generic code by default, or the refusal's own stable code (`room_taken`) and extras.
 */
export const notFound = (
  detail = 'Not found.',
  code: ErrorCode = 'not_found',
  extra?: ProblemExtra,
) => new AppError(404, code, detail, extra);
export const forbidden = (
  detail = 'You may not do this.',
  code: ErrorCode = 'forbidden',
  extra?: ProblemExtra,
) => new AppError(403, code, detail, extra);
export const conflict = (detail: string, code: ErrorCode = 'conflict', extra?: ProblemExtra) =>
  new AppError(409, code, detail, extra);
export const badRequest = (field: string, message: string) =>
  new AppError(400, 'validation_failed', message, { errors: [{ field, message }] });

/**
 * One failing field of a problem, with its text key (the web shows it in the reader's
 * language) and the values its text names (a limit).
 */
export const fieldError = (
  field: string,
  key: ValidationMessageKey,
  params?: Record<string, string | number>,
) => ({
  field,
  message: validationMessageEn(key, params),
  key,
  ...(params ? { params } : {}),
});

/** A 400 naming one field, with its text key (and the values its text names: the limit). */
export const badField = (
  field: string,
  key: ValidationMessageKey,
  params?: Record<string, string | number>,
) =>
  new AppError(400, 'validation_failed', `${field}: ${validationMessageEn(key, params)}`, {
    errors: [fieldError(field, key, params)],
  });

/**
 * The fields of a multipart upload read by their contract (Fastify's schema sees only the
 * file's stream, so a use case reads the text fields itself): the parsed fields, or a 400
 * naming each failing field with its text key, as the schema's own refusals do.
 */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({
    field: i.path.join('.'),
    message: validationMessageEn(i.message),
    key: i.message,
  }));
  throw new AppError(
    400,
    'validation_failed',
    `${errors.map((e) => e.field).join(', ')}: please correct.`,
    { errors },
  );
}

/** Whether an error is PostgreSQL's `code` (at the error or its cause: drizzle wraps it). */
export function isPgError(err: unknown, code: string): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === code || e?.cause?.code === code;
}

/** Whether an error is a unique constraint's refusal (23505): the row is there already. */
export const isUniqueViolation = (err: unknown) => isPgError(err, '23505');

/**
 * Runs a deletion that a foreign key may refuse (23503: the row is still named elsewhere, a
 * booked hall): that refusal is 409 with `detail`, anything else passes.
 */
export async function refusedWhileInUse<T>(detail: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isPgError(err, '23503')) throw conflict(detail);
    throw err;
  }
}
