import { passwordSchema, pinSchema, type TokenInfoResponse } from '@club/contracts';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PageLoader } from '../../../components/page-loader';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { usePageTitle } from '../../settings';
import { useTokenInfo } from '../api/get-token-info';
import { useResetSecret } from '../api/reset-secret';
import { AuthCard } from '../components/auth-card';
import { ErrorAlert } from '../components/request-state';
import { PATHS } from '../../../app/paths';

const pinForm = z
  .object({ secret: pinSchema, confirm: z.string() })
  .refine((v) => v.secret === v.confirm, { path: ['confirm'], message: 'validation.pinMismatch' });
const passwordForm = z
  .object({ secret: passwordSchema, confirm: z.string() })
  .refine((v) => v.secret === v.confirm, {
    path: ['confirm'],
    message: 'validation.passwordMismatch',
  });

interface Values extends Record<string, unknown> {
  secret: string;
  confirm: string;
}

function SetSecretForm({ token, info }: { token: string; info: TokenInfoResponse }) {
  const { t } = useTranslation();
  const member = info.kind === 'member';
  const mutation = useResetSecret();
  const form = useZodForm<Values>(member ? pinForm : passwordForm, {
    initialValues: { secret: '', confirm: '' },
  });

  if (mutation.isSuccess) {
    return (
      <Stack gap="md">
        <Alert
          color="green"
          icon={<IconCircleCheck size={20} />}
          role="status"
          data-testid="reset-done"
        >
          {member ? t('auth:resetPassword.donePin') : t('auth:resetPassword.donePassword')}
        </Alert>
        <Button component={Link} to={member ? PATHS.login : `${PATHS.login}?tab=staff`}>
          {t('auth:resetPassword.goToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        mutation.mutate(
          { token, secret: values.secret },
          {
            onError: (e) => applyProblemToForm(form, e),
          },
        ),
      )}
    >
      <Stack gap="sm">
        <Text fw={600}>
          {member ? t('auth:resetPassword.setPin') : t('auth:resetPassword.setPassword')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('auth:resetPassword.forCode', { code: info.code })}
        </Text>
        <ErrorAlert error={mutation.error} />
        {member ? (
          <>
            <PasswordInput
              label={t('auth:resetPassword.newPin')}
              description={t('auth:resetPassword.pinHint')}
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={6}
              required
              {...form.getInputProps('secret')}
            />
            <PasswordInput
              label={t('auth:resetPassword.confirmPin')}
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={6}
              required
              {...form.getInputProps('confirm')}
            />
          </>
        ) : (
          <>
            <PasswordInput
              label={t('auth:resetPassword.newPassword')}
              description={t('auth:resetPassword.passwordHint')}
              autoComplete="new-password"
              required
              {...form.getInputProps('secret')}
            />
            <PasswordInput
              label={t('auth:resetPassword.confirmPassword')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirm')}
            />
          </>
        )}
        <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
          {member ? t('auth:resetPassword.submitPin') : t('auth:resetPassword.submitPassword')}
        </Button>
      </Stack>
    </form>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth:resetPassword.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useTokenInfo(token);

  let body;
  if (token && info.isPending) body = <PageLoader />;
  else if (!token || info.isError || !info.data) {
    body = (
      <Stack gap="md">
        <Alert
          color="red"
          icon={<IconAlertTriangle size={20} />}
          title={t('auth:resetPassword.invalidTitle')}
          role="alert"
          data-testid="invalid-token"
        >
          {t('auth:resetPassword.invalidText')}
        </Alert>
        <Button component={Link} to={PATHS.forgotPin} variant="default">
          {t('auth:resetPassword.requestPin')}
        </Button>
        <Button component={Link} to={PATHS.forgotPassword} variant="subtle">
          {t('auth:resetPassword.requestPassword')}
        </Button>
      </Stack>
    );
  } else body = <SetSecretForm token={token} info={info.data} />;

  return <AuthCard title={t('auth:resetPassword.title')}>{body}</AuthCard>;
}
