import type { AdminDashboard } from '@club/contracts';
import { BROADCAST_STATUSES } from '@club/contracts/core';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS, paths } from '../../../app/paths';
import { StatusBadge, statusFamily } from '../../../components/status-badge';
import { keyMap } from '../../../lib/i18n';
import { useClubFormat } from '../../settings';
import { Figure } from './figure';

/** A broadcast's status as the dashboard writes it. */
const BROADCAST_STATUS = statusFamily({
  colors: { draft: 'gray', scheduled: 'blue', sending: 'cyan', sent: 'green', cancelled: 'red' },
  keys: keyMap('admin-dashboard:broadcasts.status.', BROADCAST_STATUSES),
});

/**
 * The latest broadcasts (newest first): each one's title opening Manage Broadcast, its status,
 * when it was or is to be sent, and its deliveries sent and failed so far.
 */
export function LatestBroadcasts({ items }: { items: AdminDashboard['latestBroadcasts'] }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  return (
    <Figure title={t('admin-dashboard:broadcasts.title')}>
      <Anchor component={Link} to={PATHS.manageBroadcast} size="sm">
        {t('admin-dashboard:broadcasts.all')}
      </Anchor>
      {items.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="no-broadcasts">
          {t('admin-dashboard:broadcasts.none')}
        </Text>
      )}
      {items.map((b) => (
        <div key={b.id} data-testid="latest-broadcast">
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Anchor component={Link} to={paths.manageBroadcastOne(b.id)} size="sm" fw={600}>
              {b.title}
            </Anchor>
            <StatusBadge family={BROADCAST_STATUS} status={b.status} />
          </Group>
          <Text size="xs" c="dimmed">
            {`${fmt.dateTime(b.at)} · ${t('admin-dashboard:broadcasts.deliveries', {
              sent: b.sent,
              failed: b.failed,
            })}`}
          </Text>
        </div>
      ))}
    </Figure>
  );
}
