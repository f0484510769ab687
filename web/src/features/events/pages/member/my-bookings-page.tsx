import type { EventBooking } from '@club/contracts';
import { Anchor, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useCancelMyEventBooking } from '../../api/cancel-my-booking';
import { useMyEventBookings } from '../../api/get-my-bookings';
import { BookingFacts, BookingStatusBadge } from '../../components/booking/booking-facts';
import { MyWaitlistEntries } from '../../components/booking/waitlist-entries';
import { AddToCalendarButton } from '../../../calendar';
import { PATHS, paths } from '../../../../app/paths';

/** Asks before a member cancels a booking (the charge is credited back). */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: EventBooking | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const cancel = useCancelMyEventBooking();
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title={t('events:mine.cancelTitle')}
      closeButtonProps={{ 'aria-label': t('events:mine.keep') }}
    >
      <Text mb="md">
        {booking &&
          t(
            booking.paymentMethod === 'card'
              ? 'events:mine.cancelTextCard'
              : 'events:mine.cancelText',
            {
              title: booking.eventTitle,
              total: f.money(booking.total),
            },
          )}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('events:mine.keep')}
        </Button>
        <Button
          color="red"
          data-autofocus
          loading={cancel.isPending}
          onClick={() =>
            booking &&
            cancel.mutate(booking, {
              onSuccess: (b) =>
                notifySuccess(t('events:mine.cancelled', { id: b.id, title: b.eventTitle })),
              onSettled: onClose,
            })
          }
        >
          {t('events:mine.cancelYes')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * member/events/orders/list ("My Events Booking"): the member's bookings with their status,
 * price, the club's replies to table requests; a booking can be cancelled within the window.
 * Above them the member's waitlist entries: an offer to confirm or decline, a place to leave.
 */
export default function MyEventBookingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('events:mine.title'));
  const bookings = useMyEventBookings();
  const [cancelling, setCancelling] = useState<EventBooking | null>(null);
  const items = bookings.data?.items ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('events:mine.title')}</Title>
          <Text c="dimmed">{t('events:mine.intro')}</Text>
          <Text c="dimmed" size="sm" data-testid="list-order">
            {t('events:mine.order')}
          </Text>
        </div>
        <Button component={Link} to={PATHS.eventsList} variant="light">
          {t('events:mine.browse')}
        </Button>
      </Group>
      <MyWaitlistEntries />
      {bookings.isLoading && <Loader size="sm" />}
      {bookings.data && items.length === 0 && <Text>{t('events:mine.none')}</Text>}
      {items.map((b) => (
        <Card
          key={b.id}
          withBorder
          padding="md"
          component="section"
          aria-labelledby={`event-booking-${b.id}`}
          data-testid="my-event-booking"
        >
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} size="h4" id={`event-booking-${b.id}`}>
                {t('events:booking.heading', { id: b.id, title: b.eventTitle })}
              </Title>
              <BookingStatusBadge status={b.status} />
            </Group>
            <BookingFacts booking={b} />
            <Group justify="flex-end">
              <Anchor component={Link} to={paths.eventsMyBooking(b.id)}>
                {t('events:mine.detail')}
              </Anchor>
              {b.status !== 'cancelled' && <AddToCalendarButton source="events" id={b.id} />}
              {b.cancellable && (
                <Button variant="outline" color="red" onClick={() => setCancelling(b)}>
                  {t('events:mine.cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      ))}
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
