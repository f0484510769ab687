import type { PublicEvent } from '@club/contracts';
import { Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../../components/page-loader';

/*
 * The booking form (who comes, the family, guests, buffets and payment, with the card
 * checkout) loads when a member first points at Book or opens this dialog: a list of events,
 * the home page's among them, does not parse it while it starts. The dialog itself is always
 * there, so it opens and closes as any other (the focus goes back to Book when it closes).
 */
export const loadBookingForm = () => import('./booking-form');
const BookingFields = lazy(() => loadBookingForm().then((m) => ({ default: m.BookingFields })));

/** The dialog in which a member books an event (Other Club Events' "Book"). */
export function BookingDialog({
  event,
  onClose,
}: {
  event: PublicEvent | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      size="lg"
      title={event ? t('events:book.title', { title: event.title }) : ''}
      closeButtonProps={{ 'aria-label': t('events:book.cancel') }}
    >
      {event && (
        <Suspense fallback={<PageLoader />}>
          <BookingFields event={event} onDone={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
