import type { FnbOrder, FnbOrderChanged } from '@club/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconBan,
  IconFileInvoice,
  IconRefresh,
  IconShoppingCart,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText, notifyError, notifySuccess, showToast } from '../../../../lib/notify';
import { useLanguage } from '../../../../lib/use-language';
import { PAYMENT_FAILURE_KEYS, PAYMENT_STATUS_KEYS, useProviderReturn } from '../../../payments';
import { useCancelMyOrder } from '../../api/cancel-my-order';
import { useMyOrder } from '../../api/get-my-order';
import { fnbKeys } from '../../api/keys';
import { ownChangePending, useMyOrdersLive } from '../../api/order-streams';
import { useCart } from '../../cart/use-cart';
import { useReorder, type ReorderResult } from '../../cart/use-reorder';
import { OrderingNav } from '../../components/member/ordering-nav';
import { myInvoicePath, ORDERING_PATHS } from '../../components/member/ordering-paths';
import {
  FULFILMENT_KEYS,
  ORDER_OUTLET_KEYS,
  orderStatusKey,
  PAYMENT_METHOD_KEYS,
} from '../../components/orders/labels';
import { LiveState } from '../../components/orders/live-state';
import { OrderLoadState, useOrderLabel } from '../../components/orders/order-load-state';
import { OrderStopReason } from '../../components/orders/order-stop-reason';
import { OrderItemsAndHistory } from '../../components/orders/order-history';
import { OrderStatusBadge } from '../../components/orders/order-status-badge';
import { useOrderFormat } from '../../components/orders/use-order-format';

/** The member may cancel only before the kitchen takes the order (the server's rule). */
export const canCancelMine = (o: Pick<FnbOrder, 'status'>) => o.status === 'ordered';

function Fact({ label, children }: { label: string; children: ReactNode }) {
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

function CancelModal({
  order,
  label,
  opened,
  onClose,
}: {
  order: FnbOrder;
  label: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelMyOrder();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('fnb:myOrders.detail.cancelTitle', { number: label })}
      closeButtonProps={{ 'aria-label': t('fnb:orders.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('fnb:myOrders.detail.cancelText')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            {t('fnb:myOrders.detail.cancelNo')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(order.id, {
                onSuccess: () => {
                  onClose();
                  notifySuccess(t('fnb:myOrders.detail.cancelled', { number: label }));
                },
                // The server's words are in the toast; the order shows where it is now.
                onError: onClose,
              })
            }
          >
            {t('fnb:myOrders.detail.cancelYes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ReorderOutcome({ result }: { result: ReorderResult }) {
  const { t } = useTranslation();
  const added = result.added
    .map((a) => t('fnb:myOrders.detail.reorderItem', { quantity: a.quantity, name: a.name }))
    .join(', ');
  return (
    <Alert
      color={result.skipped.length === 0 ? 'green' : result.added.length === 0 ? 'red' : 'yellow'}
      role="status"
      data-testid="reorder-outcome"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {result.added.length > 0
            ? t('fnb:myOrders.detail.reorderAdded', { items: added })
            : t('fnb:myOrders.detail.reorderNone')}
        </Text>
        {result.skipped.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              {t('fnb:myOrders.detail.reorderSkipped')}
            </Text>
            <List size="sm">
              {result.skipped.map((s, i) => (
                <List.Item key={`${i}-${s.name}`}>
                  {t('fnb:myOrders.detail.reorderSkip', { name: s.name, reason: s.reason })}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {result.added.length > 0 && (
          <Button
            component={Link}
            to={ORDERING_PATHS.cart}
            size="compact-md"
            leftSection={<IconShoppingCart size={16} aria-hidden />}
          >
            {t('fnb:myOrders.detail.goToCart')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function OrderView({ order, live }: { order: FnbOrder; live: boolean }) {
  const { t } = useTranslation();
  const fmt = useOrderFormat();
  const reorder = useReorder();
  const [cancelling, setCancelling] = useState(false);
  const label = order.invoiceNumber ?? t('fnb:orders.numberFallback', { id: order.id });
  const outlet = t(ORDER_OUTLET_KEYS[order.outlet]);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={ORDERING_PATHS.orders} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('fnb:myOrders.detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Group gap="sm" align="center">
            <Title order={1}>{t('fnb:myOrders.number', { number: label })}</Title>
            <div role="status" aria-live="polite" aria-atomic data-testid="my-order-status">
              <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} size="lg" />
            </div>
          </Group>
          <Text c="dimmed">
            {t('fnb:orders.detail.subtitle', {
              outlet,
              fulfilment: t(FULFILMENT_KEYS[order.fulfilment]),
              slot: fmt.dateTime(order.slotAt),
            })}
          </Text>
        </div>
        <LiveState connected={live} />
      </Group>
      <OrderingNav />

      <OrderStopReason order={order} />

      <Card withBorder padding="md" component="section" aria-labelledby="my-order-actions">
        <Stack gap="sm">
          <Title order={2} size="h4" id="my-order-actions">
            {t('fnb:orders.detail.actions')}
          </Title>
          <Group gap="sm">
            {order.invoiceNumber && (
              <Button
                component={Link}
                to={myInvoicePath(order.id)}
                variant="default"
                leftSection={<IconFileInvoice size={16} aria-hidden />}
              >
                {t('fnb:myOrders.detail.invoice')}
              </Button>
            )}
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={reorder.isPending}
              onClick={() => reorder.mutate({ lines: order.lines })}
            >
              {t('fnb:myOrders.detail.reorder')}
            </Button>
            {canCancelMine(order) && (
              <Button
                variant="outline"
                color="red"
                leftSection={<IconBan size={16} aria-hidden />}
                onClick={() => setCancelling(true)}
              >
                {t('fnb:myOrders.detail.cancel')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('fnb:myOrders.detail.reorderHint')}
            {canCancelMine(order) && ` ${t('fnb:myOrders.detail.cancelHint')}`}
          </Text>
          {!order.invoiceNumber && (
            <Text size="xs" c="dimmed">
              {t('fnb:myOrders.detail.noInvoice')}
            </Text>
          )}
          {reorder.data && <ReorderOutcome result={reorder.data} />}
          {reorder.error && (
            <Alert color="red" role="alert">
              {errorText(reorder.error)}
            </Alert>
          )}
        </Stack>
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="dl" m={0}>
        <Fact label={t('fnb:myOrders.detail.when')}>
          {t('fnb:myOrders.forTime', {
            fulfilment: t(FULFILMENT_KEYS[order.fulfilment]),
            time: fmt.dateTime(order.slotAt),
          })}
        </Fact>
        <Fact
          label={t(
            order.deliveryAddress ? 'fnb:orders.detail.deliverTo' : 'fnb:orders.fields.fulfilment',
          )}
        >
          {order.deliveryAddress ??
            (order.fulfilment === 'collection'
              ? t('fnb:orders.detail.collectAt', { outlet })
              : t(FULFILMENT_KEYS[order.fulfilment]))}
        </Fact>
        <Fact label={t('fnb:orders.fields.orderedAt')}>{fmt.dateTime(order.createdAt)}</Fact>
        <Fact label={t('fnb:myOrders.detail.payment')}>
          <span data-testid="my-order-payment">
            {t(PAYMENT_METHOD_KEYS[order.paymentMethod])}
            {order.payment && ` · ${t(PAYMENT_STATUS_KEYS[order.payment.status])}`}
            {order.payment && order.payment.amountRefunded > 0 && (
              <>
                {'\n'}
                {t('fnb:myOrders.detail.refunded', {
                  amount: fmt.money(order.payment.amountRefunded),
                })}
              </>
            )}
            {order.payment && order.payment.amountRefundPending > 0 && (
              <>
                {'\n'}
                {t('fnb:myOrders.detail.refundPending', {
                  amount: fmt.money(order.payment.amountRefundPending),
                })}
              </>
            )}
          </span>
        </Fact>
        <Fact label={t('fnb:orders.fields.invoice')}>
          {order.invoiceNumber ?? t('fnb:orders.detail.noInvoice')}
        </Fact>
        <Fact label={t('fnb:myOrders.detail.notes')}>
          {order.notes || t('fnb:orders.detail.noNotes')}
        </Fact>
      </SimpleGrid>

      <OrderItemsAndHistory order={order} idPrefix="my-order" />

      <CancelModal
        order={order}
        label={label}
        opened={cancelling}
        onClose={() => setCancelling(false)}
      />
    </Stack>
  );
}

/**
 * member/foodordering/orders/detail/{id}: one of the member's orders: its lines with CGST
 * and SGST, the fulfilment and its time, the status history, and why it was rejected or
 * cancelled. It follows the order live (the member's stream): a change by the kitchen shows
 * at once, with a toast. Cancel while Ordered (after a confirmation), order again (the items
 * that can be ordered now go back in the cart), and the invoice. Another member's order, or
 * none, is "not found".
 */
export default function MyOrderPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const orderId = Number(id);
  const qc = useQueryClient();
  const language = useLanguage();
  const { data, error, refetch } = useMyOrder(orderId);

  const onChange = (e: FnbOrderChanged) => {
    if (e.orderId !== orderId) return;
    const shown = qc.getQueryData<FnbOrder>(fnbKeys.myOrder(orderId, language));
    // The member's own cancel answers for itself; only someone else's change is told.
    if (!shown || shown.version >= e.version || ownChangePending(qc, orderId)) return;
    showToast({
      color: 'blue',
      message: t('fnb:myOrders.detail.changed', {
        number: shown.invoiceNumber ?? t('fnb:orders.numberFallback', { id: shown.id }),
        status: t(orderStatusKey(e.status, shown.fulfilment)),
      }),
      withCloseButton: true,
    });
  };
  const live = useMyOrdersLive(onChange);

  // Back from the card payment's checkout: the server settles it; a paid order empties its cart.
  const cart = useCart();
  const providerReturn = useProviderReturn({
    onSettled: (payment) => {
      void refetch().then(({ data: now }) => {
        if (payment.status === 'captured') {
          if (now) cart.complete(now.outlet);
          notifySuccess(t('fnb:myOrders.detail.paid'));
        } else {
          showToast({
            color: 'red',
            title: t('fnb:myOrders.detail.notPaidTitle'),
            message: payment.failureReasonCode
              ? t('fnb:myOrders.detail.notPaidBecause', {
                  reason: t(PAYMENT_FAILURE_KEYS[payment.failureReasonCode]),
                })
              : t('fnb:myOrders.detail.notPaid'),
            withCloseButton: true,
          });
        }
      });
    },
    onError: (e) => {
      void refetch();
      notifyError(e);
    },
  });

  useOrderLabel(data, 'member');

  if (!data) {
    return (
      <OrderLoadState
        orderId={orderId}
        error={error}
        refetch={refetch}
        texts="member"
        backTo={ORDERING_PATHS.orders}
      />
    );
  }
  return (
    <Stack gap="md">
      {providerReturn.busy && (
        <Alert color="blue" role="status" data-testid="payment-checking">
          {t('fnb:myOrders.detail.checkingPayment')}
        </Alert>
      )}
      <OrderView order={data} live={live} />
    </Stack>
  );
}
