import { AppError } from '../../lib/errors.ts';

/** 410: the one-time link is unknown, used or expired. */
export const invalidLink = () =>
  new AppError(
    410,
    'invalid_token',
    'This link is invalid, already used or expired. Ask for a new one.',
  );
