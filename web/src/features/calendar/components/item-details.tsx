import type { ClubCalendarItem } from '@club/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_TITLE_KEYS } from '../../content';
import { useClubFormat } from '../../settings';
import { KIND_COLOURS, KIND_KEYS } from './kinds';
import { addDays } from './wall-clock';

/** When an item is, as the reader writes dates and times (the club's wall clock). */
export function useWhen() {
  const fmt = useClubFormat();
  return (item: ClubCalendarItem) => {
    if (item.allDay) {
      const last = addDays(item.end, -1);
      return last === item.start
        ? fmt.date(item.start)
        : `${fmt.date(item.start)} – ${fmt.date(last)}`;
    }
    const [d1, t1] = [item.start.slice(0, 10), item.start.slice(11, 16)];
    const [d2, t2] = [item.end.slice(0, 10), item.end.slice(11, 16)];
    return d1 === d2
      ? `${fmt.date(d1)}, ${fmt.clockRange(t1, t2)}`
      : `${fmt.date(d1)} ${fmt.clock(t1)} – ${fmt.date(d2)} ${fmt.clock(t2)}`;
  };
}

/** An item the reader may not change, opened from the calendar: what, when, and its page. */
export function ItemDetails({
  item,
  link,
  onDone,
}: {
  item: ClubCalendarItem;
  link: string | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const when = useWhen();
  return (
    <Stack gap="sm" data-testid="club-item-details">
      <Group gap="xs">
        <Badge color={KIND_COLOURS[item.kind]} variant="filled" radius="sm" tt="none">
          {t(KIND_KEYS[item.kind])}
        </Badge>
        {item.facility && (
          <Text size="sm">{t(PAGE_TITLE_KEYS[item.facility as keyof typeof PAGE_TITLE_KEYS])}</Text>
        )}
      </Group>
      <Text fw={600}>{item.title}</Text>
      <Text size="sm">{when(item)}</Text>
      {item.note && (
        <Text size="sm" c="dimmed">
          {item.note}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('calendar:club.close')}
        </Button>
        {link && (
          <Button component={Link} to={link}>
            {t('calendar:club.open')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
