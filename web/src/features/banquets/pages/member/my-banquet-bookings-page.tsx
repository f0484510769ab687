import type { BanquetBooking, Payment } from '@club/contracts';
import { Button, Loader, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess, showToast } from '../../../../lib/notify';
import { AddToCalendarButton } from '../../../calendar';
import { PAYMENT_FAILURE_KEYS, useCardCheckout, useProviderReturn } from '../../../payments';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useCancelMyHallBooking } from '../../api/cancel-my-booking';
import { useMyHallBookings } from '../../api/get-my-bookings';
import { useHallRefund } from '../../api/get-refund';
import { usePayHallAdvance } from '../../api/pay-advance';
import { HallBookingFacts } from '../../components/booking/booking-facts';
import { PriceTable } from '../../components/booking/price-table';
import { HallStatusBadge } from '../../components/booking/status-badge';
import {
  MyBookingsPage as MyBookingsShell,
  MyCancelButton,
  MyCancelDialog,
} from '../../../../components/my-bookings-page';
import { PATHS } from '../../../../app/paths';
import { GiveFeedbackButton } from '../../../feedback';

/** A function the calendars show: confirmed, then completed (as the server's .ics gives them). */
const calendared = (b: BanquetBooking) => b.status === 'confirmed' || b.status === 'completed';

/**
 * /member/banquet/myBooking: the member's hall bookings with their status, price, the advance
 * due and the final bill; one before its day can be cancelled, with what it would refund under
 * the booking's own policy shown before confirming. A confirmed booking's advance is paid by
 * card (the provider's checkout, which sends the browser back here), and a confirmed function
 * goes into the member's calendar (.ics).
 */
export default function MyBanquetBookingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('banquets:hb.mine.title'));
  const fmt = useClubFormat();
  const bookings = useMyHallBookings();
  const cancel = useCancelMyHallBooking();
  const [cancelling, setCancelling] = useState<BanquetBooking | null>(null);
  const refund = useHallRefund(cancelling?.id ?? null);
  const payAdvance = usePayHallAdvance();
  const card = useCardCheckout();
  const [paying, setPaying] = useState<number | null>(null);

  const settled = (payment: Payment) => {
    void bookings.refetch();
    if (payment.status === 'captured') notifySuccess(t('banquets:hb.mine.advancePaid'));
    else
      showToast({
        color: 'red',
        title: t('banquets:hb.mine.notPaidTitle'),
        message: payment.failureReasonCode
          ? t('banquets:hb.mine.notPaidBecause', {
              reason: t(PAYMENT_FAILURE_KEYS[payment.failureReasonCode]),
            })
          : t('banquets:hb.mine.notPaid'),
        withCloseButton: true,
      });
  };
  // Back from the advance's checkout: the server settles the payment.
  const providerReturn = useProviderReturn({
    onSettled: settled,
    onError: (e) => {
      void bookings.refetch();
      notifyError(e);
    },
  });

  const pay = (b: BanquetBooking) => {
    setPaying(b.id);
    payAdvance.mutate(b.id, {
      onSettled: () => setPaying(null),
      onSuccess: async ({ checkout }) => {
        const end = await card.open(checkout);
        if (end.kind === 'settled' && end.payment) settled(end.payment);
        // The provider's script did not load: the advance stays due.
        if (end.kind === 'unavailable') notifyError(end.error);
      },
    });
  };
  const busy = providerReturn.busy || card.pending;

  return (
    <MyBookingsShell<BanquetBooking>
      texts={{
        title: t('banquets:hb.mine.title'),
        intro: t('banquets:hb.mine.intro'),
        order: t('banquets:hb.mine.order'),
        none: t('banquets:hb.mine.none'),
        loading: t('banquets:hb.book.loading'),
      }}
      book={{ to: PATHS.banquetsBook, label: t('banquets:hb.mine.book') }}
      noneLink
      loading={bookings.isLoading}
      items={bookings.data?.items}
      cardId={(b) => `hall-booking-${b.id}`}
      heading={(b) => t('banquets:hb.mine.heading', { id: b.id, hall: b.hallName })}
      badge={(b) => <HallStatusBadge status={b.status} />}
      actions={(b) => (
        <>
          {b.advancePayable && (
            <Button
              leftSection={<IconCreditCard size={16} />}
              loading={paying === b.id || busy}
              onClick={() => pay(b)}
              aria-label={t('banquets:hb.mine.payAdvanceLabel', {
                id: b.id,
                amount: fmt.money(b.advance ?? 0),
              })}
            >
              {t('banquets:hb.mine.payAdvance')}
            </Button>
          )}
          {calendared(b) && <AddToCalendarButton source="banquets" id={b.id} />}
          <GiveFeedbackButton
            kind="hall_booking"
            id={b.id}
            what={t('banquets:hb.mine.heading', { id: b.id, hall: b.hallName })}
          />
          {b.cancellable && (
            <MyCancelButton label={t('banquets:hb.mine.cancel')} onClick={() => setCancelling(b)} />
          )}
        </>
      )}
      dialog={
        <MyCancelDialog
          booking={cancelling}
          onClose={() => setCancelling(null)}
          title={t('banquets:hb.mine.cancelTitle')}
          keep={t('banquets:hb.mine.keep')}
          yes={t('banquets:hb.mine.cancelYes')}
          pending={cancel.isPending}
          disabled={!refund.data}
          onCancel={(c) =>
            cancel.mutate(c, {
              onSuccess: (b) => notifySuccess(t('banquets:hb.mine.cancelled', { id: b.id })),
              onSettled: () => setCancelling(null),
            })
          }
        >
          <div aria-live="polite">
            {refund.isLoading && <Loader size="xs" aria-label={t('banquets:hb.book.loading')} />}
            {refund.data && (
              <Text mb="md">
                {refund.data.paid > 0
                  ? t(
                      cancelling?.advancePaidAt
                        ? 'banquets:hb.mine.refundLineCard'
                        : 'banquets:hb.mine.refundLine',
                      {
                        days: refund.data.daysBefore,
                        percent: refund.data.refundPercent,
                        paid: fmt.money(refund.data.paid),
                        refund: fmt.money(refund.data.refund),
                      },
                    )
                  : t('banquets:hb.mine.refundNone')}
              </Text>
            )}
          </div>
        </MyCancelDialog>
      }
    >
      {(b) => (
        <>
          <HallBookingFacts booking={b} />
          <PriceTable price={b} />
        </>
      )}
    </MyBookingsShell>
  );
}
