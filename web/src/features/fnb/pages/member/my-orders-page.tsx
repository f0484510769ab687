import type { OrderSummary } from '@club/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconReceipt2, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListState } from '../../../../components/list-kit';
import { CardList, ListCard } from '../../../../components/list-pager';
import { EmptyState } from '../../../../components/empty-state';
import { QueryStates } from '../../../../components/query-states';
import { usePageTitle } from '../../../settings';
import { useMyOrders } from '../../api/get-my-orders';
import { useMyOrdersLive } from '../../api/order-streams';
import { OrderingNav } from '../../components/member/ordering-nav';
import { myOrderDetailPath, ORDERING_PATHS } from '../../components/member/ordering-paths';
import { FULFILMENT_KEYS, ORDER_OUTLET_KEYS } from '../../components/orders/labels';
import { LiveState } from '../../components/orders/live-state';
import { OrderStatusBadge } from '../../components/orders/order-status-badge';
import { useOrderFormat } from '../../components/orders/use-order-format';

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const fmt = useOrderFormat();
  const number = order.invoiceNumber ?? t('fnb:orders.numberFallback', { id: order.id });
  return (
    <ListCard
      headingId={`my-order-${order.id}`}
      title={t('fnb:myOrders.number', { number })}
      to={myOrderDetailPath(order.id)}
      aside={
        <>
          <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
          <Text fw={700} data-testid="my-order-total" style={{ whiteSpace: 'nowrap' }}>
            {fmt.money(order.total)}
          </Text>
        </>
      }
      testId="my-order"
      data={{ 'data-order': order.id }}
    >
      <Text size="sm">
        {t(ORDER_OUTLET_KEYS[order.outlet])}
        {' · '}
        {t('fnb:myOrders.items', { count: order.itemCount })}
      </Text>
      <Text size="sm">
        {t('fnb:myOrders.forTime', {
          fulfilment: t(FULFILMENT_KEYS[order.fulfilment]),
          time: fmt.dateTime(order.slotAt),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('fnb:myOrders.placed', { time: fmt.dateTime(order.createdAt) })}
      </Text>
    </ListCard>
  );
}

/**
 * member/foodordering/orders/list ("My Orders"): the member's orders, newest first, a page at
 * a time (the page and its size in the address), each with its status, outlet, time and total, and a link
 * to it. The statuses change live (the member's order stream). No orders yet: the way to the
 * menu.
 */
export default function MyOrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('fnb:myOrders.title'));
  const paging = useListState();
  const list = useMyOrders({ pageIndex: paging.pageIndex, pageSize: paging.pageSize });
  const live = useMyOrdersLive();
  const orders = list.data?.items ?? [];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('fnb:myOrders.title')}</Title>
        <Text c="dimmed">{t('fnb:myOrders.intro')}</Text>
      </div>
      <OrderingNav />
      <LiveState connected={live} />
      <QueryStates
        query={list}
        errorTitle={t('fnb:myOrders.loadFailed')}
        skeletonHeight={110}
        isEmpty={orders.length === 0 && paging.pageIndex === 0}
        empty={
          <EmptyState
            icon={<IconReceipt2 size={22} aria-hidden />}
            title={t('fnb:myOrders.empty')}
            hint={t('fnb:myOrders.emptyHint')}
          >
            <Button
              component={Link}
              to={ORDERING_PATHS.home}
              leftSection={<IconToolsKitchen2 size={16} aria-hidden />}
            >
              {t('fnb:myOrders.browse')}
            </Button>
          </EmptyState>
        }
      >
        <CardList
          label={t('fnb:myOrders.listLabel')}
          busy={list.isFetching && list.isPlaceholderData}
          list={paging}
          pagesLabel={t('fnb:myOrders.pagesLabel')}
          perPageLabel={t('fnb:myOrders.perPage')}
          pageCount={list.data?.pageCount ?? 0}
          total={list.data?.total ?? 0}
        >
          {orders.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </CardList>
      </QueryStates>
    </Stack>
  );
}
