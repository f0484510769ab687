import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { $ZodType } from 'zod/v4/core';
import i18n, { isTextKey } from './i18n';
import { isApiError } from './api';

/** A schema message is a key ("validation.pin") or a sentence: translate keys. */
export function translateMessage(message: string): string {
  return isTextKey(message) ? i18n.t(message) : message;
}

/** A Mantine form validated by a contracts zod schema, with messages in the current language. */
export function useZodForm<Values extends Record<string, unknown>>(
  schema: $ZodType,
  input: Omit<UseFormInput<Values>, 'validate'>,
): UseFormReturnType<Values> {
  const resolve = zod4Resolver(schema);
  return useForm<Values>({
    mode: 'controlled',
    validateInputOnBlur: true,
    ...input,
    validate: (values) => {
      const errors = resolve(values as Record<string, unknown>);
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
    form.setFieldError(e.field, translateMessage(key.startsWith('validation.') ? key : e.message));
  }
  return true;
}
