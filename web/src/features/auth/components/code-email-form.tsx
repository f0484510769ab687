import type { MessageResponse } from '@club/contracts';
import { Button, Stack, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { $ZodType } from 'zod/v4/core';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess, successText } from '../../../lib/notify';
import { usePageTitle } from '../../settings';
import { AuthCard } from './auth-card';
import { ErrorAlert, SentPanel } from './request-state';

type CodeField = 'memberCode' | 'staffCode';

const SUCCESS_KEYS = {
  register: 'success.register',
  forgotPin: 'success.forgotPin',
  forgotPassword: 'success.forgotPassword',
} as const;
type Values<C extends CodeField> = Record<C | 'email', string>;

/**
 * The screens that ask for a code and the email on file and answer with a mail (SPEC.md §8):
 * /register, /forgot-pin and /forgot-password. Labels come from `<screen>.*`, the success
 * toast from `success.<screen>`; the same answer for any code, so accounts stay unknown.
 */
export function CodeEmailForm<C extends CodeField>({
  screen,
  codeField,
  schema,
  mutation,
}: {
  screen: 'register' | 'forgotPin' | 'forgotPassword';
  codeField: C;
  schema: $ZodType;
  mutation: UseMutationResult<MessageResponse, Error, Values<C>>;
}) {
  const { t } = useTranslation('auth', { keyPrefix: screen });
  usePageTitle(t('title'));
  const form = useZodForm<Values<C>>(schema, {
    initialValues: { [codeField]: '', email: '' } as Values<C>,
  });
  const success = (message: string) => successText(SUCCESS_KEYS[screen], message);

  return (
    <AuthCard title={t('title')} intro={mutation.isSuccess ? undefined : t('intro')}>
      {mutation.isSuccess ? (
        <SentPanel
          message={success(mutation.data.message)}
          onReset={() => {
            mutation.reset();
            form.reset();
          }}
        />
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            mutation.mutate(values, {
              onSuccess: (data) => notifySuccess(success(data.message)),
              onError: (e) => applyProblemToForm(form, e),
            }),
          )}
        >
          <Stack gap="sm">
            <ErrorAlert error={mutation.error} />
            <TextInput
              label={codeField === 'memberCode' ? t('memberCode') : t('staffCode')}
              autoComplete="username"
              required
              {...form.getInputProps(codeField)}
            />
            <TextInput
              label={t('email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
              {t('submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
