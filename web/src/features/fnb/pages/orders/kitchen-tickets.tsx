import type { FnbOutlet } from '@club/contracts';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DietMark } from '../../../../components/diet-mark';
import { notifySuccess } from '../../../../lib/notify';
import { useApplyToKitchen, type KitchenOrder } from '../../api/get-kitchen-orders';
import { useMoveOrder } from '../../api/move-order';
import { focusTarget } from '../../components/orders/kitchen-rules';
import {
  FULFILMENT_KEYS,
  moveKey,
  ORDER_OUTLET_KEYS,
  ORDER_STATUS_FAMILY,
  orderStatusKey,
} from '../../components/orders/labels';
import { orderDetailPath } from '../../components/orders/order-paths';
import { minutesSince, nextStatuses } from '../../components/orders/order-rules';
import { OrderStatusBadge } from '../../components/orders/order-status-badge';
import classes from '../../components/orders/kitchen.module.css';
import { useNow } from '../../components/orders/use-now';
import { useOrderFormat } from '../../components/orders/use-order-format';

/* The kitchen's tickets (kitchen-page.tsx): one per open order, bumped with its big button. */

const numberOf = (o: KitchenOrder, fallback: string) => o.invoiceNumber ?? fallback;

function Ticket({
  order,
  now,
  focused,
  busy,
  buttonRef,
  onBump,
  onKeyDown,
  onFocus,
}: {
  order: KitchenOrder;
  now: number;
  /** The ticket the arrow keys are on (its bump button is the one tab stop of the list). */
  focused: boolean;
  busy: boolean;
  buttonRef: (el: HTMLButtonElement | null) => void;
  onBump: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useOrderFormat();
  const number = numberOf(order, t('fnb:orders.numberFallback', { id: order.id }));
  const next = nextStatuses(order)[0];
  const waited = minutesSince(order.createdAt, now);
  const late = now > new Date(order.slotAt).getTime() && order.status !== 'ready_for_pickup';
  const headingId = `ticket-${order.id}`;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      className={classes.ticket}
      aria-labelledby={headingId}
      data-testid="kitchen-ticket"
      data-order={order.id}
      data-status={order.status}
      style={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        borderLeft: `6px solid var(--mantine-color-${ORDER_STATUS_FAMILY.colors[order.status]}-6)`,
      }}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div>
          <Title order={3} id={headingId} size="h2" lh={1.1}>
            <time dateTime={order.slotAt} className={classes.slot}>
              {fmt.slot(order.slotAt)}
            </time>
          </Title>
          <Text size="sm" fw={600}>
            {t(FULFILMENT_KEYS[order.fulfilment])}
          </Text>
          <Text size="sm">
            <Anchor component={Link} to={orderDetailPath(order.id)} tabIndex={-1} size="sm">
              {number}
            </Anchor>
            {' · '}
            <strong>{order.memberCode}</strong> {order.memberName}
          </Text>
        </div>
        <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
      </Group>

      {order.lines === null ? (
        <Skeleton h={40} />
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {order.lines
            .filter((l) => l.removedAt === null)
            .map((l) => (
              <li key={l.id}>
                <Group gap={6} wrap="nowrap" align="center">
                  <DietMark diet={l.diet} size={14} />
                  <Text size="md" fw={600}>
                    {t('fnb:kitchen.line', { quantity: l.quantity, name: l.name })}
                  </Text>
                </Group>
              </li>
            ))}
        </ul>
      )}
      {order.notes && (
        <Text
          size="sm"
          p={6}
          style={{
            border: '1px solid var(--mantine-color-yellow-7)',
            background: 'var(--mantine-color-yellow-0)',
            color: '#3d2a00',
            borderRadius: 4,
            whiteSpace: 'pre-line',
          }}
        >
          <strong>{t('fnb:orders.detail.notes')}:</strong> {order.notes}
        </Text>
      )}
      <Group gap="xs" justify="space-between">
        <Text size="sm" c={waited >= 20 ? 'red.9' : undefined} fw={waited >= 20 ? 700 : 400}>
          {t('fnb:kitchen.elapsed', { count: waited })}
        </Text>
        {late && (
          <Badge color="red" variant="filled" styles={{ root: { background: '#9b1c1c' } }}>
            {t('fnb:kitchen.late')}
          </Badge>
        )}
      </Group>
      {next && (
        <Button
          ref={buttonRef}
          size="lg"
          fullWidth
          mt="auto"
          tabIndex={focused ? 0 : -1}
          loading={busy}
          rightSection={<IconArrowRight size={20} aria-hidden />}
          aria-describedby={headingId}
          aria-keyshortcuts="Enter Space ArrowLeft ArrowRight ArrowUp ArrowDown"
          onClick={onBump}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          data-testid="bump"
        >
          {t(moveKey(next, order.fulfilment))}
        </Button>
      )}
    </Paper>
  );
}

export function TicketList({ orders, outlet }: { orders: KitchenOrder[]; outlet: FnbOutlet }) {
  const { t } = useTranslation();
  const now = useNow(30_000);
  const move = useMoveOrder();
  const applyToKitchen = useApplyToKitchen();
  const [index, setIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const refocus = useRef(false);
  const current = Math.min(index, Math.max(0, orders.length - 1));

  // A bumped ticket's button loses the focus while it is busy (disabled), and one that left
  // (delivered) takes it with it: once the bump is answered, give it back to the ticket now
  // there (the keyboard goes on where it was).
  const pending = move.isPending;
  useEffect(() => {
    if (!refocus.current || pending) return;
    const active = document.activeElement;
    if (active === null || active === document.body) buttons.current[current]?.focus();
    refocus.current = false;
  }, [orders, current, pending]);

  const bump = (o: KitchenOrder) => {
    const next = nextStatuses(o)[0];
    if (!next) return;
    refocus.current = true;
    move.mutate(
      { id: o.id, status: next, version: o.version },
      {
        onSuccess: (moved) => {
          applyToKitchen(moved);
          notifySuccess(
            t('fnb:orders.detail.moved', {
              number: numberOf(o, t('fnb:orders.numberFallback', { id: o.id })),
              status: t(orderStatusKey(moved.status, moved.fulfilment)),
            }),
          );
        },
      },
    );
  };

  if (orders.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {t('fnb:kitchen.empty', { outlet: t(ORDER_OUTLET_KEYS[outlet]) })}
      </Text>
    );
  }
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}
      spacing="md"
      p={0}
      m={0}
      aria-label={t('fnb:kitchen.ticketsOf', { outlet: t(ORDER_OUTLET_KEYS[outlet]) })}
    >
      {orders.map((o, i) => (
        <Ticket
          key={o.id}
          order={o}
          now={now}
          focused={i === current}
          busy={move.isPending && move.variables?.id === o.id}
          buttonRef={(el) => {
            buttons.current[i] = el;
          }}
          onFocus={() => setIndex(i)}
          onBump={() => bump(o)}
          onKeyDown={(e) => {
            const to = focusTarget(e.key, i, orders.length);
            if (to === null) return;
            e.preventDefault();
            setIndex(to);
            buttons.current[to]?.focus();
          }}
        />
      ))}
    </SimpleGrid>
  );
}
