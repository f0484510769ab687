import type { EventBooking } from '@club/contracts';
import { Anchor, Text } from '@mantine/core';
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
import {
  MyBookingsPage,
  MyCancelButton,
  MyCancelDialog,
} from '../../../../components/my-bookings-page';
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
    <MyCancelDialog
      booking={booking}
      onClose={onClose}
      title={t('events:mine.cancelTitle')}
      keep={t('events:mine.keep')}
      yes={t('events:mine.cancelYes')}
      pending={cancel.isPending}
      onCancel={(c) =>
        cancel.mutate(c, {
          onSuccess: (b) =>
            notifySuccess(t('events:mine.cancelled', { id: b.id, title: b.eventTitle })),
          onSettled: onClose,
        })
      }
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
    </MyCancelDialog>
  );
}

/** A booking's buttons on the member's pages: into the calendar, and cancel while it may. */
export function MyBookingButtons({
  booking: b,
  onCancel,
}: {
  booking: EventBooking;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {b.status !== 'cancelled' && <AddToCalendarButton source="events" id={b.id} />}
      {b.cancellable && <MyCancelButton label={t('events:mine.cancel')} onClick={onCancel} />}
    </>
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

  return (
    <MyBookingsPage<EventBooking>
      texts={{
        title: t('events:mine.title'),
        intro: t('events:mine.intro'),
        order: t('events:mine.order'),
        none: t('events:mine.none'),
      }}
      book={{ to: PATHS.eventsList, label: t('events:mine.browse'), variant: 'light' }}
      above={<MyWaitlistEntries />}
      loading={bookings.isLoading}
      items={bookings.data?.items}
      cardId={(b) => `event-booking-${b.id}`}
      cardTestId="my-event-booking"
      heading={(b) => t('events:booking.heading', { id: b.id, title: b.eventTitle })}
      badge={(b) => <BookingStatusBadge status={b.status} />}
      actions={(b) => (
        <>
          <Anchor component={Link} to={paths.eventsMyBooking(b.id)}>
            {t('events:mine.detail')}
          </Anchor>
          <MyBookingButtons booking={b} onCancel={() => setCancelling(b)} />
        </>
      )}
      dialog={<CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />}
    >
      {(b) => <BookingFacts booking={b} />}
    </MyBookingsPage>
  );
}
