import { normalizeAmount } from '@club/contracts/core';
import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { $ZodType } from 'zod/v4/core';
import i18n, { currentLocale, isTextKey } from './i18n';
import { isApiError } from './api';

/**
 * A schema message is a key ("validation.pin") or a sentence: translate keys, with the values
 * the server named for the text (`{ limit: 4 }`).
 */
export function translateMessage(
  message: string,
  params?: Record<string, string | number>,
): string {
  return isTextKey(message) ? i18n.t(message, params ?? {}) : message;
}

/** A field of the form's values: a top-level one, or one inside an object ('minimumSpend.Life'). */
export type AmountField<Values> = (keyof Values & string) | `${keyof Values & string}.${string}`;

/**
 * The values with each amount field as typed in the reader's locale ("1.234,50" in German)
 * turned into the plain text the contracts read ("1234.50"); text that is not an amount stays
 * as typed, for the schema to refuse with its own message. A field inside an object is named
 * by its path ('minimumSpend.Life'); the objects on the way are copied, never changed.
 */
export function normalizeAmounts<Values extends Record<string, unknown>>(
  values: Values,
  fields: readonly AmountField<Values>[],
  locale: string = currentLocale(),
): Values {
  if (fields.length === 0) return values;
  const out: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const path = field.split('.');
    const last = path.pop()!;
    let holder: Record<string, unknown> | null = out;
    for (const key of path) {
      const inner: unknown = holder[key];
      if (inner === null || typeof inner !== 'object') {
        holder = null;
        break;
      }
      holder = holder[key] = { ...(inner as Record<string, unknown>) };
    }
    const typed = holder?.[last];
    if (!holder || typeof typed !== 'string') continue;
    const plain = normalizeAmount(typed, locale);
    if (plain !== null) holder[last] = plain;
  }
  return out as Values;
}

/**
 * A Mantine form validated by a contracts zod schema, with messages in the current language.
 * `amounts` names the fields that hold money as typed (MoneyInput): they are read in the
 * reader's format, checked and handed to onSubmit as plain amounts ("1234.50").
 */
export function useZodForm<Values extends Record<string, unknown>>(
  schema: $ZodType,
  input: Omit<UseFormInput<Values>, 'validate' | 'transformValues'> & {
    amounts?: readonly AmountField<Values>[];
  },
): UseFormReturnType<Values> {
  const { amounts = [], ...formInput } = input;
  // A field shows its first problem (an empty field: "required", not a later rule's text).
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return useForm<Values>({
    mode: 'controlled',
    validateInputOnBlur: true,
    ...formInput,
    transformValues: (values) => normalizeAmounts(values, amounts),
    validate: (values) => {
      const errors = resolve(normalizeAmounts(values, amounts) as Record<string, unknown>);
      const out: Record<string, string> = {};
      for (const [field, message] of Object.entries(errors)) {
        if (message !== undefined && message !== null)
          out[field] = translateMessage(String(message));
      }
      return out;
    },
  });
}

/** Puts a validation problem's field errors onto the form; returns whether any were set. */
export function applyProblemToForm(
  form: { setFieldError: (path: string, error: string) => void },
  error: unknown,
): boolean {
  if (!isApiError(error) || !error.problem.errors?.length) return false;
  for (const e of error.problem.errors) {
    const key = e.key ?? e.message;
    form.setFieldError(
      e.field,
      translateMessage(key.startsWith('validation.') ? key : e.message, e.params),
    );
  }
  return true;
}
