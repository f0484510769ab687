import type { ChamberBooking } from '@club/contracts';
import { Anchor, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../../../lib/notify';
import { AddToCalendarButton, CalendarFeedCard } from '../../../calendar';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useCancelMyBooking } from '../../api/cancel-my-booking';
import { useMyBookings } from '../../api/get-my-bookings';
import { BookingFacts } from '../../components/booking/booking-facts';
import { RefundPreview } from '../../components/booking/refund-preview';
import { StatusBadge } from '../../components/booking/status-badge';
import { PATHS } from '../../../../app/paths';

/**
 * /member/chamber/myBooking ("My Chamber Bookings"): the member's bookings with their status,
 * price and rooms; one not yet begun can be cancelled (after a confirmation showing what its
 * cancellation policy refunds today).
 */
export default function MyBookingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('chambers:mine.title'));
  const fmt = useClubFormat();
  const bookings = useMyBookings();
  const cancel = useCancelMyBooking();
  const [cancelling, setCancelling] = useState<ChamberBooking | null>(null);
  const items = bookings.data?.items ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('chambers:mine.title')}</Title>
          <Text c="dimmed">{t('chambers:mine.intro')}</Text>
          <Text c="dimmed" size="sm" data-testid="list-order">
            {t('chambers:mine.order')}
          </Text>
        </div>
        <Button component={Link} to={PATHS.chambersBook}>
          {t('chambers:mine.book')}
        </Button>
      </Group>
      {bookings.isLoading && <Loader size="sm" aria-label={t('chambers:book.loading')} />}
      {bookings.data && items.length === 0 && (
        <Text>
          {t('chambers:mine.none')}{' '}
          <Anchor component={Link} to={PATHS.chambersBook}>
            {t('chambers:mine.book')}
          </Anchor>
        </Text>
      )}
      {items.map((b) => (
        <Card
          key={b.id}
          withBorder
          padding="md"
          component="section"
          aria-labelledby={`booking-${b.id}`}
        >
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} size="h4" id={`booking-${b.id}`}>
                {t('chambers:mine.heading', {
                  id: b.id,
                  from: fmt.date(b.checkIn),
                  to: fmt.date(b.checkOut),
                })}
              </Title>
              <StatusBadge status={b.status} />
            </Group>
            <BookingFacts booking={b} />
            {(b.cancellable || b.status === 'confirmed' || b.status === 'checked_in') && (
              <Group justify="flex-end">
                {(b.status === 'confirmed' || b.status === 'checked_in') && (
                  <AddToCalendarButton source="chambers" id={b.id} />
                )}
                {b.cancellable && (
                  <Button variant="outline" color="red" onClick={() => setCancelling(b)}>
                    {t('chambers:mine.cancel')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Card>
      ))}
      {bookings.data && <CalendarFeedCard />}

      <Modal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('chambers:mine.cancelTitle')}
        closeButtonProps={{ 'aria-label': t('chambers:mine.keep') }}
      >
        <Text mb="md">
          {cancelling &&
            t(
              cancelling.status === 'confirmed'
                ? 'chambers:mine.cancelConfirmed'
                : 'chambers:mine.cancelText',
              {
                from: fmt.date(cancelling.checkIn),
                to: fmt.date(cancelling.checkOut),
                total: fmt.money(cancelling.total),
              },
            )}
        </Text>
        {cancelling && (
          <Stack mb="md">
            <RefundPreview scope="member" bookingId={cancelling.id} />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setCancelling(null)}>
            {t('chambers:mine.keep')}
          </Button>
          <Button
            color="red"
            data-autofocus
            loading={cancel.isPending}
            onClick={() =>
              cancelling &&
              cancel.mutate(cancelling, {
                onSuccess: (b) => notifySuccess(t('chambers:mine.cancelled', { id: b.id })),
                onSettled: () => setCancelling(null),
              })
            }
          >
            {t('chambers:mine.cancelYes')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
