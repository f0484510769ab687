import { loginTroubleRequest } from '@club/contracts';
import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess, successText } from '../../../lib/notify';
import { usePageTitle } from '../../settings';
import { useLoginTrouble } from '../api/login-trouble';
import { AuthCard } from '../components/auth-card';
import { ErrorAlert, SentPanel } from '../components/request-state';

interface Values extends Record<string, unknown> {
  name: string;
  code: string;
  email: string;
  phone: string;
  message: string;
}

export default function LoginTroublePage() {
  const { t } = useTranslation();
  usePageTitle(t('auth:loginTrouble.title'));
  const mutation = useLoginTrouble();
  const form = useZodForm<Values>(loginTroubleRequest, {
    initialValues: { name: '', code: '', email: '', phone: '', message: '' },
  });

  return (
    <AuthCard
      title={t('auth:loginTrouble.title')}
      intro={mutation.isSuccess ? undefined : t('auth:loginTrouble.intro')}
    >
      {mutation.isSuccess ? (
        <SentPanel
          message={successText('success.loginTrouble', mutation.data.message)}
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
              onSuccess: (data) => notifySuccess(successText('success.loginTrouble', data.message)),
              onError: (e) => applyProblemToForm(form, e),
            }),
          )}
        >
          <Stack gap="sm">
            <ErrorAlert error={mutation.error} />
            <TextInput
              label={t('auth:loginTrouble.name')}
              autoComplete="name"
              required
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('auth:loginTrouble.code')}
              autoComplete="username"
              {...form.getInputProps('code')}
            />
            <TextInput
              label={t('auth:loginTrouble.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('auth:loginTrouble.phone')}
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
            <Textarea
              label={t('auth:loginTrouble.message')}
              required
              autosize
              minRows={4}
              maxRows={10}
              {...form.getInputProps('message')}
            />
            <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
              {t('auth:loginTrouble.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
