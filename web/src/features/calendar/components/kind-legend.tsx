import type { ClubCalendarKind } from '@club/contracts/core';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KIND_COLOURS, KIND_KEYS } from './kinds';

/** The legend of the calendar's colours: one badge a kind, in the kind's colour. */
export function KindLegend({ kinds }: { kinds: readonly ClubCalendarKind[] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" aria-labelledby="calendar-legend" role="group" data-testid="calendar-legend">
      <Text id="calendar-legend" size="sm" fw={500}>
        {t('calendar:club.legend')}
      </Text>
      {kinds.map((k) => (
        <Badge key={k} color={KIND_COLOURS[k]} variant="filled" radius="sm" tt="none">
          {t(KIND_KEYS[k])}
        </Badge>
      ))}
    </Group>
  );
}
