import type { ChamberBooking } from '@club/contracts';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../lib/notify';
import { AddToCalendarButton, CalendarFeedCard } from '../../../calendar';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useCancelMyBooking } from '../../api/cancel-my-booking';
import { useMyBookings } from '../../api/get-my-bookings';
import { BookingFacts } from '../../components/booking/booking-facts';
import { RefundPreview } from '../../components/booking/refund-preview';
import { StatusBadge } from '../../components/booking/status-badge';
import {
  MyBookingsPage as MyBookingsShell,
  MyCancelButton,
  MyCancelDialog,
} from '../../../../components/my-bookings-page';
import { PATHS } from '../../../../app/paths';
import { GiveFeedbackButton } from '../../../feedback';

/** A stay the calendars show: confirmed or under way. */
const calendared = (b: ChamberBooking) => b.status === 'confirmed' || b.status === 'checked_in';

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

  return (
    <MyBookingsShell<ChamberBooking>
      texts={{
        title: t('chambers:mine.title'),
        intro: t('chambers:mine.intro'),
        order: t('chambers:mine.order'),
        none: t('chambers:mine.none'),
        loading: t('chambers:book.loading'),
      }}
      book={{ to: PATHS.chambersBook, label: t('chambers:mine.book') }}
      noneLink
      below={<CalendarFeedCard />}
      loading={bookings.isLoading}
      items={bookings.data?.items}
      cardId={(b) => `booking-${b.id}`}
      heading={(b) =>
        t('chambers:mine.heading', {
          id: b.id,
          from: fmt.date(b.checkIn),
          to: fmt.date(b.checkOut),
        })
      }
      badge={(b) => <StatusBadge status={b.status} />}
      actions={(b) => (
        <>
          {calendared(b) && <AddToCalendarButton source="chambers" id={b.id} />}
          <GiveFeedbackButton
            kind="stay"
            id={b.id}
            what={t('chambers:detail.title', { id: b.id })}
          />
          {b.cancellable && (
            <MyCancelButton label={t('chambers:mine.cancel')} onClick={() => setCancelling(b)} />
          )}
        </>
      )}
      dialog={
        <MyCancelDialog
          booking={cancelling}
          onClose={() => setCancelling(null)}
          title={t('chambers:mine.cancelTitle')}
          keep={t('chambers:mine.keep')}
          yes={t('chambers:mine.cancelYes')}
          pending={cancel.isPending}
          onCancel={(c) =>
            cancel.mutate(c, {
              onSuccess: (b) => notifySuccess(t('chambers:mine.cancelled', { id: b.id })),
              onSettled: () => setCancelling(null),
            })
          }
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
        </MyCancelDialog>
      }
    >
      {(b) => <BookingFacts booking={b} />}
    </MyBookingsShell>
  );
}
