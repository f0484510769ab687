import type { ChamberAvailability, RoomType } from '@club/contracts';
import { Box, Group, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../../settings';
import { keyMap } from '../../../../lib/i18n';
import { NIGHT_COLORS, NIGHT_KEYS } from './labels';

const LEGEND_KEYS = keyMap('chambers:book.legend.', ['available', 'few', 'full'] as const);

/** 1 (Monday) to 7 (Sunday) of a calendar date. */
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * One room type's nights of a month, a week to a row from Monday under the weekdays' names: a
 * cell per night with how many rooms are free (available, few left, full); nights before today
 * are dimmed. A free night can be picked as the check-in; once one is picked, any later day can
 * be picked as the check-out (the check-out day is not a night, so a full one will do). The
 * picked stay's days are marked (pressed). On a phone a cell shows its day and colour, and says
 * its state to a screen reader.
 */
export function AvailabilityCalendar({
  data,
  type,
  onPick,
  checkIn = '',
  checkOut = '',
}: {
  data: ChamberAvailability;
  type: RoomType;
  onPick?: (date: string) => void;
  /** The stay picked so far ('' when none): its days are marked. */
  checkIn?: string;
  checkOut?: string;
}) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const nights = data.types.find((x) => x.type === type)?.nights ?? [];
  return (
    <Box>
      <SimpleGrid cols={7} spacing={4} mb={4} aria-hidden>
        {[1, 2, 3, 4, 5, 6, 7].map((d) => (
          <Text key={d} size="xs" fw={600} c="dimmed" ta="center">
            {fmt.weekdayName(d)}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid
        cols={7}
        spacing={4}
        verticalSpacing={4}
        role="list"
        aria-label={t('chambers:book.calendarLabel', { month: fmt.month(data.month) })}
      >
        {nights.length > 0 &&
          Array.from({ length: isoWeekday(nights[0]!.date) - 1 }, (_, i) => (
            <div key={`before-${i}`} aria-hidden />
          ))}
        {nights.map((n) => {
          const past = n.date < data.today;
          // Waiting for the check-out: any later day ends the stay, a full one too.
          const endsStay = checkIn !== '' && checkOut === '' && n.date > checkIn;
          const pickable = !!onPick && !past && (n.state !== 'full' || endsStay);
          const picked =
            checkIn !== '' && n.date >= checkIn && n.date <= (checkOut === '' ? checkIn : checkOut);
          const state = past
            ? t('chambers:book.state.past')
            : t(NIGHT_KEYS[n.state], { count: n.free });
          const content = (
            <>
              <Text fw={700} size="sm" aria-hidden>
                {Number(n.date.slice(8))}
              </Text>
              <VisuallyHidden>{fmt.date(n.date)}: </VisuallyHidden>
              <Text size="xs" visibleFrom="sm">
                {state}
              </Text>
              <VisuallyHidden hiddenFrom="sm">{state}</VisuallyHidden>
            </>
          );
          const style = {
            display: 'block',
            width: '100%',
            height: '100%',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 4,
            padding: 4,
            minHeight: 40,
            background: past ? 'var(--mantine-color-gray-1)' : NIGHT_COLORS[n.state],
            color: 'var(--mantine-color-black)',
            textAlign: 'left' as const,
            font: 'inherit',
            outline: picked ? '2px solid var(--mantine-color-blue-7)' : undefined,
            outlineOffset: -2,
          };
          return (
            <div key={n.date} role="listitem">
              {pickable ? (
                <UnstyledButton
                  style={{ ...style, cursor: 'pointer' }}
                  aria-pressed={picked}
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
            <Text size="xs">{t(LEGEND_KEYS[s])}</Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
