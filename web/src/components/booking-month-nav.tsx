import { ActionIcon, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useClubFormat } from '../features/settings';

/** 'YYYY-MM' moved by `by` months. */
export function addMonths(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const n = y * 12 + (m - 1) + by;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
}

/**
 * The month a booking calendar shows ('YYYY-MM') between the previous and next month's buttons:
 * from this month to eleven months ahead.
 */
export function BookingMonthNav({
  month,
  thisMonth,
  onChange,
  prevLabel,
  nextLabel,
}: {
  month: string;
  thisMonth: string;
  onChange(month: string): void;
  prevLabel: string;
  nextLabel: string;
}) {
  const fmt = useClubFormat();
  return (
    <Group justify="space-between" wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label={prevLabel}
        disabled={month <= thisMonth}
        onClick={() => onChange(addMonths(month, -1))}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <Title order={2} size="h4">
        {fmt.month(month)}
      </Title>
      <ActionIcon
        variant="default"
        aria-label={nextLabel}
        disabled={month >= addMonths(thisMonth, 11)}
        onClick={() => onChange(addMonths(month, 1))}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
