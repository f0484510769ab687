import { Alert, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSavedSince, useOfflineStore } from '../../lib/offline';
import { useClubFormat } from '../../features/settings';

/**
 * Says when the screen shows saved copies (no network: the member's statement, dashboard and
 * upcoming bookings as last read; lib/offline.ts), with the time they were saved, or that the
 * network is gone and what needs it waits.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const f = useClubFormat();
  const online = useOfflineStore((s) => s.online);
  const since = useSavedSince();
  if (online && !since) return null;
  const text = since
    ? t(online ? 'offline.savedOnline' : 'offline.saved', { time: f.dateTime(since) })
    : t('offline.none');
  return (
    <Alert
      color="gray"
      variant="light"
      radius={0}
      py={6}
      icon={<IconCloudOff size={18} />}
      role="status"
      data-testid="offline-banner"
    >
      <Text size="sm" fw={600}>
        {text}
      </Text>
    </Alert>
  );
}
