import type { Outlet } from '@club/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { outletState, useMenuFormat } from './use-menu-format';

/** Filled badges dark enough for white text (WCAG AA) in either colour scheme. */
const COLOR = { open: '#1e6b30', closed: '#495057', paused: '#a63c0b' } as const;

/** An outlet's state now (open, closed, paused) and today's ordering hours. */
export function OutletStatus({ outlet }: { outlet: Outlet }) {
  const { t } = useTranslation();
  const f = useMenuFormat();
  const state = outletState(outlet);
  return (
    <Group gap="xs" wrap="wrap" data-testid={`outlet-status-${outlet.code}`}>
      <Badge color={COLOR[state]} variant="filled" radius="sm">
        {f.stateLabel(outlet)}
      </Badge>
      <Text size="sm" c="dimmed">
        {t('fnb:member.hoursToday', { from: f.time(outlet.opensAt), to: f.time(outlet.closesAt) })}
      </Text>
    </Group>
  );
}
