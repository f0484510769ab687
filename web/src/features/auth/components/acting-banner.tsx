import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useStopActing } from '../api/stop-acting';
import { useCurrentUser } from '../api/get-me';
import { PATHS } from '../../../app/paths';

/** Shown on every page while an admin acts as a member (DOMAIN.md front-desk "act as"). */
export function ActingBanner() {
  const { t } = useTranslation();
  const acting = useCurrentUser()?.actingAs ?? null;
  const stop = useStopActing();
  const navigate = useNavigate();
  if (!acting) return null;
  return (
    <Alert
      color="yellow"
      variant="filled"
      radius={0}
      py={6}
      icon={<IconUserShare size={18} />}
      role="region"
      aria-label={t('auth:acting.banner', { name: acting.name, code: acting.code })}
      data-testid="acting-banner"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {t('auth:acting.banner', { name: acting.name, code: acting.code })}
        </Text>
        <Group gap="xs">
          <Button component={Link} to={PATHS.actAs} size="compact-sm" variant="white" color="dark">
            {t('auth:acting.changeMember')}
          </Button>
          <Button
            size="compact-sm"
            variant="white"
            color="dark"
            loading={stop.isPending}
            onClick={() =>
              stop.mutate(undefined, {
                onSuccess: () => {
                  notifySuccess(t('success.actingStopped'));
                  void navigate(PATHS.dashboard);
                },
              })
            }
          >
            {t('auth:acting.stopActing')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
