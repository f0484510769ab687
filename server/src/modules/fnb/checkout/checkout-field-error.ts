import { AppError } from '../../../lib/errors.ts';

/** A checkout's refusal naming one field, its detail led by the field's name. */
export const checkoutFieldError = (field: string, message: string) =>
  new AppError(400, 'validation_failed', `${field}: ${message}`, { errors: [{ field, message }] });
