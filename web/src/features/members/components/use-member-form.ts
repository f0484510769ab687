import type { UseFormReturnType } from '@mantine/form';
import { isApiError } from '../../../lib/api';
import { translateMessage, useZodForm } from '../../../lib/form';
import { formFieldOf, memberFormSchema, type MemberFormValues } from './member-form-values';

export function useMemberForm(initialValues: MemberFormValues) {
  return useZodForm<MemberFormValues>(memberFormSchema, {
    initialValues,
    amounts: ['creditLimit'],
  });
}

/** Puts the server's field errors (400 and 409) on the form's own fields. */
export function showServerErrors(form: UseFormReturnType<MemberFormValues>, error: unknown) {
  if (!isApiError(error)) return;
  for (const e of error.problem.errors ?? []) {
    const key = e.key ?? e.message;
    form.setFieldError(
      formFieldOf(e.field),
      translateMessage(key.startsWith('validation.') ? key : e.message),
    );
  }
}
