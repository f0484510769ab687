import type { EventBooking } from '@club/contracts';
import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../settings';
import { useMyEventBooking } from '../../api/get-my-bookings';
import { BookingFacts, BookingStatusBadge } from '../../components/booking/booking-facts';
import { CancelBookingDialog } from './my-bookings-page';
import { AddToCalendarButton } from '../../../calendar';

/** member/events/orders/detail/{id}: one of the member's bookings, its history, cancel. */
export default function MyEventBookingPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  usePageTitle(t('events:mine.open', { id }));
  const booking = useMyEventBooking(id);
  const [cancelling, setCancelling] = useState<EventBooking | null>(null);
  const b = booking.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/member/events/orders/list">
        {t('events:mine.back')}
      </Anchor>
      {booking.isLoading && <Loader size="sm" />}
      {booking.isError && <Text>{t('events:mine.notFound')}</Text>}
      {b && (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={1} size="h3">
                {t('events:booking.heading', { id: b.id, title: b.eventTitle })}
              </Title>
              <BookingStatusBadge status={b.status} />
            </Group>
            <BookingFacts booking={b} steps />
            {b.status !== 'cancelled' && (
              <Group justify="flex-end">
                <AddToCalendarButton source="events" id={b.id} />
                {b.cancellable && (
                  <Button variant="outline" color="red" onClick={() => setCancelling(b)}>
                    {t('events:mine.cancel')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Card>
      )}
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
