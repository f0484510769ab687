import {
  findUnstorableText,
  jsonDepth,
  MAX_JSON_DEPTH,
  validationMessageEn,
} from '@club/contracts';
import { AppError } from './errors.ts';

/*
 * The input rules every request keeps (plugins/input-guard.ts applies them to each route; the
 * payment webhook, which reads its body as text, applies them itself).
 */

/** The 400 for a text PostgreSQL cannot store (a NUL, half a surrogate pair), naming the field. */
export function unstorableText(field: string): AppError {
  const key = 'validation.unstorableText';
  const message = validationMessageEn(key);
  return new AppError(400, 'validation_failed', `${field}: ${message}`, {
    errors: [{ field, message, key }],
  });
}

/** Refuses a JSON text nesting deeper than any contract (before anything parses it). */
export function checkJsonDepth(text: string): void {
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new AppError(
      400,
      'validation_failed',
      `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`,
      { errors: [{ field: '(body)', message: 'The JSON body nests too deeply.' }] },
    );
  }
}

/** Throws the 400 when any text of a request part (or the part itself) cannot be stored. */
export function checkStorable(value: unknown): void {
  const found = findUnstorableText(value);
  if (found) throw unstorableText(found.join('.') || '(body)');
}
