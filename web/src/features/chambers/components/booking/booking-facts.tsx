import type { ChamberBooking } from '@club/contracts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../../settings';
import { ROOM_TYPE_KEYS } from '../admin/labels';
import { useClubCheckText } from './club-check';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** What a booking is: the stay, the guest (and its club's check), the price, the rooms, the reason. */
export function BookingFacts({ booking: b }: { booking: ChamberBooking }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const clubCheck = useClubCheckText()(b);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label={t('chambers:booking.checkIn')}>{fmt.date(b.checkIn)}</Fact>
        <Fact label={t('chambers:booking.checkOut')}>{fmt.date(b.checkOut)}</Fact>
        <Fact label={t('chambers:booking.stay')}>
          {t('chambers:booking.roomsOfType', {
            count: b.rooms,
            type: t(ROOM_TYPE_KEYS[b.roomType]),
          })}
          {', '}
          {t('chambers:booking.nights', { count: b.nights })}
        </Fact>
        <Fact label={t('chambers:booking.guest')}>
          {b.ownStay
            ? t('chambers:booking.ownStay', { name: b.guestName })
            : `${b.guestName} (${b.nationality})`}
        </Fact>
        <Fact label={t('chambers:booking.occupants')}>{b.occupants}</Fact>
        <Fact label={t('chambers:booking.guestType')}>
          {b.guestType === 'member'
            ? t('chambers:booking.guestMember')
            : t('chambers:booking.guestAffiliate', { club: b.affiliatedClub })}
        </Fact>
        {clubCheck && <Fact label={t('chambers:booking.clubCheck')}>{clubCheck}</Fact>}
        <Fact label={t('chambers:booking.price')}>
          <strong>{fmt.money(b.total)}</strong>
          <Text span size="xs" c="dimmed">
            {' '}
            {t('chambers:booking.priceParts', {
              tariff: fmt.money(b.tariff),
              tax: fmt.money(b.tax),
            })}
          </Text>
        </Fact>
        {b.refund && (
          <Fact label={t('chambers:refund.label')}>
            {b.refund.waived
              ? t('chambers:refund.waived', { amount: fmt.money(b.refund.amount) })
              : t('chambers:refund.refunded', {
                  amount: fmt.money(b.refund.amount),
                  percent: b.refund.percent,
                })}
          </Fact>
        )}
        {b.assigned.length > 0 && (
          <Fact label={t('chambers:booking.assigned')}>
            {b.assigned.map((a) => `${a.number} ${a.name}`).join(', ')}
          </Fact>
        )}
      </SimpleGrid>
      {b.reason && (
        <Text size="sm">
          {t('chambers:booking.reason')}: {b.reason}
        </Text>
      )}
    </Stack>
  );
}
