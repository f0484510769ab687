import type { EventBooking } from '@club/contracts';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { notifyError, notifySuccess, showToast } from '../../../../lib/notify';
import { useCloseCheckout, useProviderReturn } from '../../../payments';
import { usePageTitle } from '../../../settings';
import { useMyEventBooking } from '../../api/get-my-bookings';
import { useResumeBookingCheckout } from '../../api/resume-checkout';
import { BookingFacts, BookingStatusBadge } from '../../components/booking/booking-facts';
import { usePayBooking } from '../../lib/pay-booking';
import { CancelBookingDialog, MyBookingButtons } from './my-bookings-page';
import { PATHS } from '../../../../app/paths';
import { GiveFeedbackButton } from '../../../feedback';

/**
 * member/events/orders/detail/{id}: one of the member's bookings, its history, cancel. Back from
 * a card checkout the server settles the payment here; a booking still waiting for its payment
 * can be paid again or given up.
 */
export default function MyEventBookingPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  usePageTitle(t('events:mine.open', { id }));
  const booking = useMyEventBooking(id);
  const [cancelling, setCancelling] = useState<EventBooking | null>(null);
  const resume = useResumeBookingCheckout();
  const close = useCloseCheckout();
  const pay = usePayBooking();
  const providerReturn = useProviderReturn({
    onSettled: (payment) => {
      void booking.refetch();
      if (payment.status === 'captured') notifySuccess(t('events:mine.paid', { id }));
      else
        showToast({
          color: 'red',
          title: t('common.error'),
          message: t('events:mine.notPaid'),
          withCloseButton: true,
        });
    },
    onError: (e) => {
      void booking.refetch();
      notifyError(e);
    },
  });
  const payNow = () =>
    resume.mutate(id, {
      onSuccess: ({ checkout }) => void pay(checkout, id),
      onError: () => void booking.refetch(),
    });
  const giveUp = () =>
    resume.mutate(id, {
      onSuccess: ({ checkout }) =>
        close.mutate(
          { razorpay_order_id: checkout.orderId },
          {
            onSettled: () => {
              void booking.refetch();
              notifySuccess(t('events:mine.gaveUp'));
            },
          },
        ),
      onError: () => void booking.refetch(),
    });
  const b = booking.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={PATHS.eventsMyBookings}>
        {t('events:mine.back')}
      </Anchor>
      {(booking.isLoading || providerReturn.busy) && <Loader size="sm" />}
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
            {b.status === 'pending_payment' && (
              <Alert color="yellow" variant="light" data-testid="awaiting-payment">
                <Stack gap="xs">
                  <Text size="sm">{t('events:mine.awaiting')}</Text>
                  <Group gap="xs">
                    <Button
                      onClick={payNow}
                      loading={resume.isPending}
                      disabled={providerReturn.busy}
                    >
                      {t('events:mine.payNow')}
                    </Button>
                    <Button
                      variant="outline"
                      color="red"
                      onClick={giveUp}
                      loading={close.isPending}
                      disabled={providerReturn.busy}
                    >
                      {t('events:mine.giveUp')}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            )}
            <BookingFacts booking={b} steps />
            <Group justify="flex-end">
              <GiveFeedbackButton kind="event_booking" id={b.id} />
            </Group>
            {b.status !== 'cancelled' && b.status !== 'pending_payment' && (
              <Group justify="flex-end">
                <MyBookingButtons booking={b} onCancel={() => setCancelling(b)} />
              </Group>
            )}
          </Stack>
        </Card>
      )}
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
