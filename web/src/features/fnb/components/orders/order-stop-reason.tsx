import type { FnbOrder } from '@club/contracts';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOrderNoteText } from './labels';

/** Why a rejected or cancelled order stopped (the member and staff read the same reason). */
export function OrderStopReason({ order }: { order: FnbOrder }) {
  const { t } = useTranslation();
  const noteText = useOrderNoteText();
  if (!order.reason || (order.status !== 'rejected' && order.status !== 'cancelled')) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={t(
        order.status === 'rejected'
          ? 'fnb:orders.detail.rejectedBecause'
          : 'fnb:orders.detail.cancelledBecause',
      )}
    >
      {noteText(order.reason)}
    </Alert>
  );
}
