import type { MessageResponse } from '@club/contracts';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { $ZodType } from 'zod/v4/core';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../settings';
import { useCurrentUser } from '../api/get-me';
import { AuthCard } from './auth-card';
import { PATHS } from '../../../app/paths';

/** The fields of each kind of secret: current, new and its confirmation. */
const FIELDS = {
  pin: ['currentPin', 'newPin', 'confirmPin'],
  password: ['currentPassword', 'newPassword', 'confirmPassword'],
} as const;
type Kind = keyof typeof FIELDS;

const SUCCESS_KEYS = { pin: 'success.changePin', password: 'success.changePassword' } as const;
type Values<K extends Kind> = Record<(typeof FIELDS)[K][number], string>;

/**
 * Change PIN (members, member/settings/changePin) and change password (staff): also where a
 * temporary credential must be replaced before anything else opens.
 */
export function ChangeSecretForm<K extends Kind>({
  kind,
  schema,
  mutation,
}: {
  kind: K;
  schema: $ZodType;
  mutation: UseMutationResult<MessageResponse, Error, Values<K>>;
}) {
  const screen = kind === 'pin' ? 'changePin' : 'changePassword';
  const { t, i18n } = useTranslation('auth', { keyPrefix: screen });
  usePageTitle(t('title'));
  const mustChange = useCurrentUser()?.mustChangeCredential ?? false;
  const navigate = useNavigate();
  const fields = FIELDS[kind];
  const form = useZodForm<Values<K>>(schema, {
    initialValues: Object.fromEntries(fields.map((f) => [f, ''])) as Values<K>,
  });
  // A PIN is 4 to 6 digits: a numeric keypad on phones.
  const pinProps = kind === 'pin' ? ({ inputMode: 'numeric', maxLength: 6 } as const) : {};

  return (
    <AuthCard title={t('title')} intro={t('intro')}>
      {mustChange && (
        <Alert
          color="yellow"
          icon={<IconInfoCircle size={20} />}
          role="alert"
          data-testid="must-change"
        >
          {t('mustChange')}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          mutation.mutate(values, {
            onSuccess: () => {
              notifySuccess(i18n.t(SUCCESS_KEYS[kind]));
              form.reset();
              if (mustChange) void navigate(PATHS.dashboard, { replace: true });
            },
            onError: (e) => applyProblemToForm(form, e),
          }),
        )}
      >
        <Stack gap="sm">
          {fields.map((field, i) => (
            <PasswordInput
              key={field}
              label={t(field)}
              autoComplete={i === 0 ? 'current-password' : 'new-password'}
              required
              {...pinProps}
              {...form.getInputProps(field)}
            />
          ))}
          <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
            {t('submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
