import { conflict, isUniqueViolation, type AppError } from '../../lib/errors.ts';

/** The database's unique-violation for a member's code or email -> 409 naming the field. */
export function mapUniqueViolation(err: unknown): never {
  const cause = (err as { cause?: { code?: string; constraint?: string; detail?: string } })?.cause;
  const pgError = cause?.code ? cause : (err as { code?: string; constraint?: string });
  if (isUniqueViolation(err)) {
    const text = `${pgError.constraint ?? ''} ${(pgError as { detail?: string }).detail ?? ''}`;
    const field = /email/i.test(text) ? 'email' : 'code';
    throw duplicate(field);
  }
  throw err;
}

export function duplicate(field: 'code' | 'email', line?: number): AppError {
  const message =
    field === 'code'
      ? 'Another member already has this member code.'
      : 'Another member already has this email address.';
  return conflict(message, 'conflict', {
    errors: [{ field: line ? `rows.${line}.${field}` : field, message }],
  });
}
