import type { FnbOrder, OrderLine } from '@club/contracts';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconBan,
  IconPrinter,
  IconThumbDown,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { notifySuccess } from '../../../../lib/notify';
import { useStaffOrder } from '../../api/get-staff-order';
import { useMoveOrder } from '../../api/move-order';
import { useRetryOrderRefund } from '../../api/retry-order-refund';
import {
  ownChangePending,
  useStaffOrdersLive,
  type StaffOrderChange,
} from '../../api/order-streams';
import { moveKey, ORDER_OUTLET_KEYS, orderStatusKey } from '../../components/orders/labels';
import { Fact, OrderFact } from '../../components/orders/order-facts';
import { OrderHead } from '../../components/orders/order-head';
import { OrderLoadState, useOrderLabel } from '../../components/orders/order-load-state';
import { OrderStopReason } from '../../components/orders/order-stop-reason';
import { OrderItemsAndHistory } from '../../components/orders/order-history';
import { LiveState } from '../../components/orders/live-state';
import { MANAGE_ORDERS_PATH, orderTicketPath } from '../../components/orders/order-paths';
import {
  canCancel,
  canReject,
  canRemoveLines,
  nextStatuses,
} from '../../components/orders/order-rules';
import { OrderStatusBadge } from '../../components/orders/order-status-badge';
import { ReasonModal, type StopTarget } from '../../components/orders/reason-modal';
import { RemoveLineModal } from '../../components/orders/remove-line-modal';
import { useOrderFormat } from '../../components/orders/use-order-format';

function OrderView({
  order,
  live,
  changedBy,
  onDismiss,
}: {
  order: FnbOrder;
  live: boolean;
  /** Someone else changed the order while it was open: the status it went to. */
  changedBy: FnbOrder['status'] | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useOrderFormat();
  const move = useMoveOrder();
  const [stop, setStop] = useState<{ kind: 'reject' | 'cancel'; target: StopTarget } | null>(null);
  const [removing, setRemoving] = useState<OrderLine | null>(null);
  const label = order.invoiceNumber ?? t('fnb:orders.numberFallback', { id: order.id });
  const next = nextStatuses(order);
  const target: StopTarget = { id: order.id, version: order.version, label };
  const outlet = t(ORDER_OUTLET_KEYS[order.outlet]);

  return (
    <Stack gap="lg">
      <OrderHead
        order={order}
        back={{ to: MANAGE_ORDERS_PATH, label: t('fnb:orders.detail.back') }}
        title={t('fnb:orders.detail.title', { number: label })}
        badge={<OrderStatusBadge status={order.status} fulfilment={order.fulfilment} size="lg" />}
        aside={
          <Group gap="sm">
            <LiveState connected={live} />
            <Button
              component={Link}
              to={orderTicketPath(order.id)}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              {t('fnb:orders.detail.print')}
            </Button>
          </Group>
        }
      />

      <div role="status" aria-live="polite">
        {changedBy && (
          <Alert
            color="blue"
            variant="light"
            withCloseButton
            closeButtonLabel={t('fnb:orders.close')}
            onClose={onDismiss}
            data-testid="order-changed-live"
          >
            {t('fnb:orders.detail.liveChanged', {
              status: t(orderStatusKey(changedBy, order.fulfilment)),
            })}
          </Alert>
        )}
      </div>

      <Card withBorder padding="md" component="section" aria-labelledby="order-actions">
        <Stack gap="xs">
          <Title order={2} size="h4" id="order-actions">
            {t('fnb:orders.detail.actions')}
          </Title>
          {next.length === 0 && !canCancel(order) ? (
            <Text size="sm" c="dimmed">
              {t('fnb:orders.detail.closed', {
                status: t(orderStatusKey(order.status, order.fulfilment)),
              })}
            </Text>
          ) : (
            <Group gap="sm">
              {next.map((s) => (
                <Button
                  key={s}
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                  loading={move.isPending && move.variables?.status === s}
                  disabled={move.isPending}
                  onClick={() =>
                    move.mutate(
                      { id: order.id, status: s, version: order.version },
                      {
                        onSuccess: () =>
                          notifySuccess(
                            t('fnb:orders.detail.moved', {
                              number: label,
                              status: t(orderStatusKey(s, order.fulfilment)),
                            }),
                          ),
                      },
                    )
                  }
                >
                  {t(moveKey(s, order.fulfilment))}
                </Button>
              ))}
              {canReject(order) && (
                <Button
                  variant="outline"
                  color="red"
                  leftSection={<IconThumbDown size={16} aria-hidden />}
                  onClick={() => setStop({ kind: 'reject', target })}
                >
                  {t('fnb:orders.stop.rejectOpen')}
                </Button>
              )}
              {canCancel(order) && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconBan size={16} aria-hidden />}
                  onClick={() => setStop({ kind: 'cancel', target })}
                >
                  {t('fnb:orders.stop.cancelOpen')}
                </Button>
              )}
            </Group>
          )}
          {canRemoveLines(order) && (
            <Text size="xs" c="dimmed">
              {t('fnb:orders.detail.removeHint')}
            </Text>
          )}
        </Stack>
      </Card>

      <OrderStopReason order={order} />

      {order.payment?.refundTrouble && <RefundTrouble order={order} />}

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} component="dl" m={0}>
        <Fact label={t('fnb:orders.fields.member')}>
          {order.memberCode} · {order.memberName}
        </Fact>
        <OrderFact.Fulfilment order={order} />
        <Fact label={t('fnb:orders.fields.slot')}>{fmt.dateTime(order.slotAt)}</Fact>
        <OrderFact.Payment order={order} texts="staff" idPrefix="order" />
        <OrderFact.Invoice order={order} />
        <Fact label={t('fnb:orders.fields.orderedAt')}>{fmt.dateTime(order.createdAt)}</Fact>
        <Fact label={t('fnb:orders.fields.outlet')}>{outlet}</Fact>
        <OrderFact.Notes order={order} texts="staff" />
      </SimpleGrid>

      <OrderItemsAndHistory
        order={order}
        idPrefix="order"
        onRemove={canRemoveLines(order) ? setRemoving : undefined}
      />

      <ReasonModal
        kind={stop?.kind ?? 'cancel'}
        order={stop?.target ?? null}
        onClose={() => setStop(null)}
      />
      <RemoveLineModal
        order={order}
        line={removing}
        label={label}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

/**
 * A refund the provider refused: the outbox tries again by itself, or has given up, and then
 * staff send it again once they have seen to the cause (in the provider's dashboard).
 */
function RefundTrouble({ order }: { order: FnbOrder }) {
  const { t } = useTranslation();
  const fmt = useOrderFormat();
  const retry = useRetryOrderRefund();
  const amount = fmt.money(order.payment?.amountRefundPending ?? 0);
  const givenUp = order.payment?.refundTrouble === 'given_up';
  return (
    <Alert
      color={givenUp ? 'red' : 'yellow'}
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t(givenUp ? 'fnb:orders.refund.givenUpTitle' : 'fnb:orders.refund.retryingTitle')}
      data-testid="refund-trouble"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t(givenUp ? 'fnb:orders.refund.givenUp' : 'fnb:orders.refund.retrying', { amount })}
        </Text>
        {givenUp && (
          <Button
            size="compact-sm"
            color="red"
            loading={retry.isPending}
            onClick={() =>
              retry.mutate(
                { id: order.id },
                { onSuccess: () => notifySuccess(t('fnb:orders.refund.sent', { amount })) },
              )
            }
          >
            {t('fnb:orders.refund.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * admin/restaurant/OrderDetail/{id}: one order (lines, taxes, totals, delivery or pickup,
 * notes, payment), its status history, and what staff may do now: the next statuses, reject
 * (while Ordered), cancel (before Delivered), remove an item (while Ordered), print the
 * kitchen ticket. Every action sends the version shown; if someone else changed the order
 * first, the toast says so and the order reloads. The order follows changes live (staff's
 * order stream): one made elsewhere reloads it, and a notice says so.
 */
export default function OrderDetailPage() {
  const { id } = useParams();
  const orderId = Number(id);
  const read = useStaffOrder(orderId);
  const { data } = read;
  const qc = useQueryClient();
  const [changedBy, setChangedBy] = useState<FnbOrder['status'] | null>(null);
  const live = useStaffOrdersLive(({ change, newer }: StaffOrderChange) => {
    // This screen's own action answers for itself; only a change made elsewhere is told.
    if (change.orderId !== orderId || !newer || ownChangePending(qc, orderId)) return;
    setChangedBy(change.status);
  });
  useOrderLabel(data, 'staff');

  if (!data) {
    return <OrderLoadState orderId={orderId} query={read} texts="staff" />;
  }
  return (
    <OrderView
      order={data}
      live={live}
      changedBy={changedBy}
      onDismiss={() => setChangedBy(null)}
    />
  );
}
