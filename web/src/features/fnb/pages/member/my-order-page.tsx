import type { FnbOrder, FnbOrderChanged } from '@club/contracts';
import {
  Alert,
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
import { IconBan, IconFileInvoice, IconRefresh, IconShoppingCart } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText, notifyError, notifySuccess, showToast } from '../../../../lib/notify';
import { useLanguage } from '../../../../lib/use-language';
import { PAYMENT_FAILURE_KEYS, useProviderReturn } from '../../../payments';
import { useCancelMyOrder } from '../../api/cancel-my-order';
import { useMyOrder } from '../../api/get-my-order';
import { fnbKeys } from '../../api/keys';
import { ownChangePending, useMyOrdersLive } from '../../api/order-streams';
import { useCart } from '../../cart/use-cart';
import { useReorder, type ReorderResult } from '../../cart/use-reorder';
import { OrderingNav } from '../../components/member/ordering-nav';
import { myInvoicePath, ORDERING_PATHS } from '../../components/member/ordering-paths';
import { FULFILMENT_KEYS, orderStatusKey } from '../../components/orders/labels';
import { LiveState } from '../../components/orders/live-state';
import { Fact, OrderFact } from '../../components/orders/order-facts';
import { OrderHead } from '../../components/orders/order-head';
import { OrderLoadState, useOrderLabel } from '../../components/orders/order-load-state';
import { OrderStopReason } from '../../components/orders/order-stop-reason';
import { OrderItemsAndHistory } from '../../components/orders/order-history';
import { OrderStatusBadge } from '../../components/orders/order-status-badge';
import { useOrderFormat } from '../../components/orders/use-order-format';
import { GiveFeedbackButton } from '../../../feedback';

/** The member may cancel only before the kitchen takes the order (the server's rule). */
export const canCancelMine = (o: Pick<FnbOrder, 'status'>) => o.status === 'ordered';

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

  return (
    <Stack gap="lg">
      <OrderHead
        order={order}
        back={{ to: ORDERING_PATHS.orders, label: t('fnb:myOrders.detail.back') }}
        title={t('fnb:myOrders.number', { number: label })}
        badge={
          <div role="status" aria-live="polite" aria-atomic data-testid="my-order-status">
            <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} size="lg" />
          </div>
        }
        aside={<LiveState connected={live} />}
      />
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
            <GiveFeedbackButton kind="order" id={order.id} />
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
        <OrderFact.Fulfilment order={order} />
        <Fact label={t('fnb:orders.fields.orderedAt')}>{fmt.dateTime(order.createdAt)}</Fact>
        <OrderFact.Payment order={order} texts="member" idPrefix="my-order" />
        <OrderFact.Invoice order={order} />
        <OrderFact.Notes order={order} texts="member" />
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
  const read = useMyOrder(orderId);
  const { data, refetch } = read;

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
    return <OrderLoadState orderId={orderId} query={read} texts="member" />;
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
