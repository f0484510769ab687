import type { CartChange, ErrorCode } from '@club/contracts';

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

export const notFound = (detail = 'Not found.') => new AppError(404, 'not_found', detail);
export const forbidden = (detail = 'You may not do this.') =>
  new AppError(403, 'forbidden', detail);
export const conflict = (detail: string) => new AppError(409, 'conflict', detail);
export const badRequest = (field: string, message: string) =>
  new AppError(400, 'validation_failed', message, { errors: [{ field, message }] });
