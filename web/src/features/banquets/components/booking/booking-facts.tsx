import { BANQUET_SESSION_TIMES, type BanquetBooking } from '@club/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../../settings';
import { HB_SESSION_KEYS } from './labels';

/** What a hall booking is: when, guests, menu, extras and the money so far. */
export function HallBookingFacts({ booking: b }: { booking: BanquetBooking }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const times = BANQUET_SESSION_TIMES[b.session];
  const extras = [
    b.projector ? t('banquets:hb.facts.projector') : '',
    b.music ? t('banquets:hb.facts.music') : '',
    b.valetDrivers > 0 ? t('banquets:hb.facts.valet', { count: b.valetDrivers }) : '',
  ].filter(Boolean);
  return (
    <Stack gap={2}>
      <Text size="sm">
        {t('banquets:hb.facts.when', {
          date: fmt.date(b.date),
          session: t(HB_SESSION_KEYS[b.session]),
          times: t('banquets:hb.sessionTimes', { ...times, hours: b.hours }),
        })}
      </Text>
      <Text size="sm">
        {b.finalGuests !== null
          ? t('banquets:hb.facts.finalGuests', { count: b.finalGuests })
          : t('banquets:hb.facts.guests', { count: b.guests })}
      </Text>
      <Text size="sm">{t('banquets:hb.facts.package', { name: b.packageName })}</Text>
      {b.menu
        .filter((c) => c.dishes.length > 0)
        .map((c) => (
          <Text size="sm" c="dimmed" key={c.courseId}>
            {t('banquets:hb.facts.dishes', {
              course: c.course,
              dishes: c.dishes.map((d) => d.name).join(', '),
            })}
          </Text>
        ))}
      {b.addons.length > 0 && (
        <Text size="sm">
          {t('banquets:hb.facts.addons', { list: b.addons.map((a) => a.name).join(', ') })}
        </Text>
      )}
      {extras.length > 0 && (
        <Text size="sm">{t('banquets:hb.facts.extras', { list: extras.join(', ') })}</Text>
      )}
      {b.comments && <Text size="sm">{t('banquets:hb.facts.comments', { text: b.comments })}</Text>}
      {b.advance !== null && b.advanceDueOn && (
        <Text size="sm" fw={600}>
          {t('banquets:hb.facts.advance', {
            amount: fmt.money(b.advance),
            date: fmt.date(b.advanceDueOn),
          })}
        </Text>
      )}
      {b.advancePaidAt && (
        <Text size="sm" fw={600} data-testid="advance-paid">
          {t('banquets:hb.facts.advancePaid', { date: fmt.date(b.advancePaidAt) })}
        </Text>
      )}
      {b.finalTotal !== null && b.balance !== null && (
        <Text size="sm" fw={600}>
          {t('banquets:hb.facts.finalBill', {
            total: fmt.money(b.finalTotal),
            balance: fmt.money(b.balance),
          })}
        </Text>
      )}
      {b.refund !== null && b.refund > 0 && (
        <Text size="sm">{t('banquets:hb.facts.refunded', { amount: fmt.money(b.refund) })}</Text>
      )}
      {b.reason && <Text size="sm">{t('banquets:hb.facts.reason', { reason: b.reason })}</Text>}
    </Stack>
  );
}
