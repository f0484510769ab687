import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/notify';
import { PATHS } from '../../../app/paths';

/** The "sent" state of a request form (SPEC.md §4): the message and a way to send again. */
export function SentPanel({
  message,
  onReset,
  extra,
}: {
  message: string;
  onReset: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="green"
        icon={<IconCircleCheck size={20} />}
        role="status"
        data-testid="request-sent"
      >
        {message}
      </Alert>
      <Group justify="space-between">
        <Button variant="default" onClick={onReset}>
          {t('common.sendAgain')}
        </Button>
        {extra ?? (
          <Button component={Link} to={PATHS.login} variant="subtle">
            {t('auth:resetPassword.goToLogin')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The "error" state of a request form: the server's text, next to the form. */
export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={20} />}
      role="alert"
      data-testid="request-error"
    >
      {errorText(error)}
    </Alert>
  );
}
