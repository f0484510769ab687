import type { ChamberAvailability, RoomType } from '@club/contracts';
import { Box, Group, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../../settings';
import { NIGHT_COLORS, NIGHT_KEYS } from './labels';

/**
 * One room type's nights of a month: a cell per night with how many rooms are free
 * (available, few left, full); nights before today are dimmed. A free night can be picked.
 */
export function AvailabilityCalendar({
  data,
  type,
  onPick,
}: {
  data: ChamberAvailability;
  type: RoomType;
  onPick?: (date: string) => void;
}) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const nights = data.types.find((x) => x.type === type)?.nights ?? [];
  return (
    <Box>
      <SimpleGrid
        cols={{ base: 4, xs: 7 }}
        spacing={4}
        verticalSpacing={4}
        role="list"
        aria-label={t('chambers:book.calendarLabel', { month: fmt.month(data.month) })}
      >
        {nights.map((n) => {
          const past = n.date < data.today;
          const pickable = !!onPick && !past && n.state !== 'full';
          const state = past
            ? t('chambers:book.state.past')
            : t(NIGHT_KEYS[n.state], { count: n.free });
          const content = (
            <>
              <Text fw={700} size="sm" aria-hidden>
                {Number(n.date.slice(8))}
              </Text>
              <VisuallyHidden>{fmt.date(n.date)}: </VisuallyHidden>
              <Text size="xs">{state}</Text>
            </>
          );
          const style = {
            display: 'block',
            width: '100%',
            height: '100%',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 4,
            padding: 6,
            background: past ? 'var(--mantine-color-gray-1)' : NIGHT_COLORS[n.state],
            color: 'var(--mantine-color-black)',
            textAlign: 'left' as const,
            font: 'inherit',
          };
          return (
            <div key={n.date} role="listitem">
              {pickable ? (
                <UnstyledButton
                  style={{ ...style, cursor: 'pointer' }}
                  onClick={() => onPick(n.date)}
                >
                  {content}
                </UnstyledButton>
              ) : (
                <div style={style}>{content}</div>
              )}
            </div>
          );
        })}
      </SimpleGrid>
      <Group gap="md" mt="xs">
        {(['available', 'few', 'full'] as const).map((s) => (
          <Group key={s} gap={4}>
            <Box
              w={14}
              h={14}
              aria-hidden
              style={{
                background: NIGHT_COLORS[s],
                border: '1px solid var(--mantine-color-gray-5)',
              }}
            />
            <Text size="xs">
              {t(NIGHT_KEYS[s], { count: s === 'full' ? 0 : s === 'few' ? 1 : 2 })}
            </Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
