import {
  EVENT_CARD_NOT_COMPLETED,
  type EventBooking,
  type EventBookingStatus,
} from '@club/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge, statusFamily } from '../../../../components/status-badge';
import { useClubFormat } from '../../../settings';
import { LINE_KEYS } from './booking-quote';

export const BOOKING_STATUS_KEYS = {
  pending_payment: 'events:booking.status.pending_payment',
  booked: 'events:booking.status.booked',
  confirmed: 'events:booking.status.confirmed',
  cancelled: 'events:booking.status.cancelled',
} as const satisfies Record<EventBookingStatus, string>;

const BOOKING_STATUS_FAMILY = statusFamily<EventBookingStatus>({
  colors: { pending_payment: 'yellow', booked: 'blue', confirmed: 'green', cancelled: 'gray' },
  keys: BOOKING_STATUS_KEYS,
});

export const PAYMENT_METHOD_KEYS = {
  account: 'events:booking.method.account',
  card: 'events:booking.method.card',
} as const satisfies Record<EventBooking['paymentMethod'], string>;

const WHO_KEYS = {
  member: 'events:book.whoMember',
  spouse: 'events:book.whoSpouse',
  both: 'events:book.whoBoth',
} as const;

export const STEP_KEYS = {
  booked: 'events:booking.step.booked',
  confirmed: 'events:booking.step.confirmed',
  cancelled: 'events:booking.step.cancelled',
  table_replied: 'events:booking.step.table_replied',
  attendance: 'events:booking.step.attendance',
} as const satisfies Record<EventBooking['steps'][number]['step'], string>;

export function BookingStatusBadge({ status }: { status: EventBookingStatus }) {
  return <StatusBadge family={BOOKING_STATUS_FAMILY} status={status} />;
}

/** What a booking holds: when and where, who comes, buffets, the table and its reply, the price. */
export function BookingFacts({
  booking: b,
  steps = false,
}: {
  booking: EventBooking;
  steps?: boolean;
}) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const rows: [string, string, string?][] = [
    [t('events:booking.when'), f.dateTime(b.eventStartsAt)],
    [t('events:booking.venue'), b.venue],
    [t('events:booking.who'), t(WHO_KEYS[b.who])],
  ];
  if (b.dependents.length)
    rows.push([t('events:booking.dependents'), b.dependents.map((d) => d.name).join(', ')]);
  if (b.guests.length)
    rows.push([
      t('events:booking.guests'),
      b.guests.map((g) => `${g.name} (${g.age}, ${g.phone})`).join('; '),
    ]);
  if (b.buffetVeg || b.buffetNonVeg)
    rows.push([
      t('events:booking.buffets'),
      t('events:booking.buffetCounts', { veg: b.buffetVeg, nonVeg: b.buffetNonVeg }),
    ]);
  if (b.tableSize) {
    rows.push([t('events:booking.table'), t('events:book.tableOf', { size: b.tableSize })]);
    rows.push([
      t('events:booking.tableReply'),
      b.tableReply || t('events:booking.noReply'),
      'table-reply',
    ]);
  }
  rows.push([
    t('events:booking.payment'),
    t(PAYMENT_METHOD_KEYS[b.paymentMethod]),
    'payment-method',
  ]);
  if (b.partner) rows.push([t('events:booking.partner'), b.partner]);
  if (b.comments) rows.push([t('events:booking.comments'), b.comments]);
  if (b.attended !== null)
    rows.push([
      t('events:booking.attended'),
      b.attended ? t('events:booking.came') : t('events:booking.didNotCome'),
    ]);
  if (b.reason)
    rows.push([
      t('events:booking.reason'),
      b.reason === EVENT_CARD_NOT_COMPLETED ? t('events:booking.cardNotCompleted') : b.reason,
    ]);
  return (
    <Stack gap="xs">
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value, testId]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%" fw={500}>
                {label}
              </Table.Th>
              <Table.Td data-testid={testId}>{value}</Table.Td>
            </Table.Tr>
          ))}
          {b.lines.map((l) => (
            <Table.Tr key={l.kind}>
              <Table.Th fw={500}>
                {t('events:book.lineText', {
                  kind: t(LINE_KEYS[l.kind]),
                  count: l.count,
                  unit: f.money(l.unitPrice),
                })}
              </Table.Th>
              <Table.Td>{f.money(l.amount)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>
              {t('events:booking.total')} ({t('events:book.places', { count: b.heads })})
            </Table.Th>
            <Table.Td fw={700}>{f.money(b.total)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {steps && (
        <Stack gap={2}>
          <Text fw={500} size="sm">
            {t('events:booking.steps')}
          </Text>
          {b.steps.map((s, i) => (
            <Text size="sm" key={i}>
              {t('events:booking.stepLine', {
                step: t(STEP_KEYS[s.step]),
                by: s.by,
                at: f.dateTime(s.at),
              })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
