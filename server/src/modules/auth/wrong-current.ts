import { AppError } from '../../lib/errors.ts';

/** 400 naming the field when the current PIN or password is wrong. */
export const wrongCurrent = (field: string, what: string) =>
  new AppError(400, 'validation_failed', `The current ${what} is wrong.`, {
    errors: [{ field, message: `The current ${what} is wrong.` }],
  });
