import type { FnbOrder } from '@club/contracts';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMap } from '../../../../lib/i18n';
import { PAYMENT_STATUS_KEYS } from '../../../payments';
import { FULFILMENT_KEYS, ORDER_OUTLET_KEYS, PAYMENT_METHOD_KEYS } from './labels';
import { useOrderFormat } from './use-order-format';

/* The facts the member's order page and the staff's both show (in their own order). */

const PARTS = ['payment', 'refunded', 'refundPending', 'notes'] as const;
const TEXTS = {
  member: keyMap('fnb:myOrders.detail.', PARTS),
  staff: keyMap('fnb:orders.detail.', PARTS),
};
type Texts = keyof typeof TEXTS;

/** One fact of an order in the page's description list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

/** Where the order goes: the address it is delivered to, or where and how it is handed over. */
function FulfilmentFact({ order }: { order: FnbOrder }) {
  const { t } = useTranslation();
  return (
    <Fact
      label={t(
        order.deliveryAddress ? 'fnb:orders.detail.deliverTo' : 'fnb:orders.fields.fulfilment',
      )}
    >
      {order.deliveryAddress ??
        (order.fulfilment === 'collection'
          ? t('fnb:orders.detail.collectAt', { outlet: t(ORDER_OUTLET_KEYS[order.outlet]) })
          : t(FULFILMENT_KEYS[order.fulfilment]))}
    </Fact>
  );
}

/**
 * How the order is paid and the payment's status, with what was refunded and what is on its
 * way, in the member's words or staff's (`texts`); `idPrefix` names it for tests.
 */
function PaymentFact({
  order,
  texts,
  idPrefix,
}: {
  order: FnbOrder;
  texts: Texts;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const fmt = useOrderFormat();
  const k = TEXTS[texts];
  const payment = order.payment;
  return (
    <Fact label={t(k.payment)}>
      <span data-testid={`${idPrefix}-payment`} style={{ whiteSpace: 'pre-line' }}>
        {t(PAYMENT_METHOD_KEYS[order.paymentMethod])}
        {payment && ` · ${t(PAYMENT_STATUS_KEYS[payment.status])}`}
        {payment && payment.amountRefunded > 0 && (
          <>
            {'\n'}
            {t(k.refunded, { amount: fmt.money(payment.amountRefunded) })}
          </>
        )}
        {payment && payment.amountRefundPending > 0 && (
          <>
            {'\n'}
            {t(k.refundPending, { amount: fmt.money(payment.amountRefundPending) })}
          </>
        )}
      </span>
    </Fact>
  );
}

/** The order's invoice number, or that it has none yet. */
function InvoiceFact({ order }: { order: FnbOrder }) {
  const { t } = useTranslation();
  return (
    <Fact label={t('fnb:orders.fields.invoice')}>
      {order.invoiceNumber ?? t('fnb:orders.detail.noInvoice')}
    </Fact>
  );
}

/** The order's notes for the kitchen, headed in the member's words or staff's. */
function NotesFact({ order, texts }: { order: FnbOrder; texts: Texts }) {
  const { t } = useTranslation();
  return <Fact label={t(TEXTS[texts].notes)}>{order.notes || t('fnb:orders.detail.noNotes')}</Fact>;
}

/** The facts both order pages show: `<OrderFact.Payment order={o} texts="staff" idPrefix="order" />`. */
export const OrderFact = {
  Fulfilment: FulfilmentFact,
  Payment: PaymentFact,
  Invoice: InvoiceFact,
  Notes: NotesFact,
};
