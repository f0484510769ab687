import '@mantine/dates/styles.css';
import {
  FNB_ORDER_STATUSES,
  FNB_OUTLETS,
  fnbSlotTimes,
  type FnbOrderStatus,
  type OrderSummary,
} from '@club/contracts';
import {
  ActionIcon,
  Button,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
  type MantineTheme,
} from '@mantine/core';
import { IconCalendar, IconChefHat, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DatePickerInput } from '../../../../components/date-picker-input';
import { FilterBar, SearchFilter, SelectFilter } from '../../../../components/filter-bar';
import { useListState } from '../../../../components/list-kit';
import { ListTable } from '../../../../components/list-table';
import { usePageTitle } from '../../../settings';
import { useStaffOrders, type StaffOrderListParams } from '../../api/get-staff-orders';
import { useStaffOrdersLive } from '../../api/order-streams';
import {
  FULFILMENT_KEYS,
  ORDER_OUTLET_KEYS,
  ORDER_STATUS_KEYS,
} from '../../components/orders/labels';
import { LiveState } from '../../components/orders/live-state';
import { OrderStatusBadge } from '../../components/orders/order-status-badge';
import { useOrderFormat } from '../../components/orders/use-order-format';
import { KITCHEN_PATH, orderDetailPath } from '../../components/orders/order-paths';

type SortKey = NonNullable<StaffOrderListParams['sortBy']>;
const SORT_KEYS = ['createdAt', 'slotAt', 'total', 'status'] as const satisfies readonly SortKey[];
const STATUS_FILTERS: readonly (FnbOrderStatus | 'open')[] = ['open', ...FNB_ORDER_STATUSES];
/** The date filter's "any date" (no date in the address means today). */
const ANY_DATE = 'all';
const DATE_FILTER = /^(\d{4}-\d{2}-\d{2}|all)$/;

const wide = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
const wider = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.lg})`;

/**
 * admin/restaurant/ManageOrder ("Manage Orders"): every order, server-paged, filtered by
 * outlet, status (or every open one), the club's date (today unless chosen), member code and
 * pickup slot. The filters live in the address, so coming back from an order keeps them.
 * The list follows every change live (staff's order stream).
 */
export default function ManageOrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('fnb:orders.manage.title'));
  const navigate = useNavigate();
  const fmt = useOrderFormat();
  const list = useListState({
    filters: {
      outlet: { values: FNB_OUTLETS },
      status: { values: STATUS_FILTERS },
      date: { pattern: DATE_FILTER },
      slot: { values: fnbSlotTimes() },
      member: {},
    },
    sort: { keys: SORT_KEYS, by: 'slotAt' },
  });
  const { outlet, status, member } = list.filters;
  const date = list.filters.date === ANY_DATE ? null : (list.filters.date ?? fmt.today());
  const slot = date ? list.filters.slot : null;

  const query: StaffOrderListParams = {
    ...(outlet ? { outlet } : {}),
    ...(status ? { status } : {}),
    ...(date ? { date } : {}),
    ...(slot ? { slot } : {}),
    ...(member ? { member } : {}),
    sortBy: list.sortBy,
    sortDir: list.sortDir,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  };
  const { data, isFetching } = useStaffOrders(query);
  // A change to any order (the kitchen, the office, a member) reloads the page of orders.
  const live = useStaffOrdersLive();
  const orderLabel = (o: OrderSummary) =>
    o.invoiceNumber ?? t('fnb:orders.numberFallback', { id: o.id });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('fnb:orders.manage.title')}</Title>
          <Text c="dimmed">{t('fnb:orders.manage.intro')}</Text>
        </div>
        <Group gap="sm">
          <LiveState connected={live} />
          <Button
            component={Link}
            to={KITCHEN_PATH}
            variant="default"
            leftSection={<IconChefHat size={16} aria-hidden />}
          >
            {t('fnb:orders.manage.kitchen')}
          </Button>
        </Group>
      </Group>

      <FilterBar cols={{ base: 1, xs: 2, md: 5 }}>
        <SelectFilter
          label={t('fnb:orders.fields.outlet')}
          placeholder={t('fnb:orders.manage.allOutlets')}
          data={FNB_OUTLETS.map((o) => ({ value: o, label: t(ORDER_OUTLET_KEYS[o]) }))}
          value={outlet}
          onChange={(v) => list.setFilters({ outlet: v })}
        />
        <SelectFilter
          label={t('fnb:orders.fields.status')}
          placeholder={t('fnb:orders.manage.allStatuses')}
          data={[
            { value: 'open', label: t('fnb:orders.manage.openStatuses') },
            ...FNB_ORDER_STATUSES.map((s) => ({ value: s, label: t(ORDER_STATUS_KEYS[s]) })),
          ]}
          value={status}
          onChange={(v) => list.setFilters({ status: v })}
        />
        <DatePickerInput
          label={t('fnb:orders.fields.date')}
          placeholder={t('fnb:orders.manage.anyDate')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          clearable
          clearButtonProps={{
            'aria-label': t('common.list.clearField', { field: t('fnb:orders.fields.date') }),
          }}
          value={date}
          onChange={(v: string | null) =>
            list.setFilters({
              date: v === null ? ANY_DATE : v.slice(0, 10) === fmt.today() ? null : v.slice(0, 10),
              ...(v === null ? { slot: null } : {}),
            })
          }
          // The placeholder is text in a button here: it must meet the text contrast ratio.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        />
        <SelectFilter
          label={t('fnb:orders.fields.slot')}
          placeholder={
            date ? t('fnb:orders.manage.allSlots') : t('fnb:orders.manage.slotNeedsDate')
          }
          disabled={!date}
          data={fnbSlotTimes().map((s) => ({ value: s, label: s }))}
          value={slot}
          onChange={(v) => list.setFilters({ slot: v })}
        />
        <SearchFilter
          label={t('fnb:orders.fields.member')}
          placeholder={t('fnb:orders.manage.memberPlaceholder')}
          value={member}
          onChange={(v) => list.setFilters({ member: v })}
        />
      </FilterBar>

      <ListTable<OrderSummary>
        aria-label={t('fnb:orders.manage.tableLabel')}
        list={list}
        data={data}
        fetching={isFetching}
        empty={t('fnb:orders.manage.empty')}
        sortable
        idAccessor="id"
        onRowClick={(o) => void navigate(orderDetailPath(o.id))}
        columns={[
          {
            accessor: 'invoiceNumber',
            title: t('fnb:orders.fields.invoice'),
            noWrap: true,
            render: (o) => (
              <Link to={orderDetailPath(o.id)} onClick={(e) => e.stopPropagation()}>
                {orderLabel(o)}
              </Link>
            ),
          },
          {
            accessor: 'memberCode',
            title: t('fnb:orders.fields.member'),
            render: (o) => (
              <div>
                <Text size="sm" fw={600}>
                  {o.memberCode}
                </Text>
                <Text size="xs" c="dimmed">
                  {o.memberName}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'outlet',
            title: t('fnb:orders.fields.outlet'),
            visibleMediaQuery: wide,
            render: (o) => t(ORDER_OUTLET_KEYS[o.outlet]),
          },
          {
            accessor: 'slotAt',
            title: t('fnb:orders.fields.slot'),
            sortable: true,
            noWrap: true,
            render: (o) => (date ? fmt.time(o.slotAt) : fmt.dateTime(o.slotAt)),
          },
          {
            accessor: 'fulfilment',
            title: t('fnb:orders.fields.fulfilment'),
            visibleMediaQuery: wider,
            render: (o) => t(FULFILMENT_KEYS[o.fulfilment]),
          },
          {
            accessor: 'itemCount',
            title: t('fnb:orders.fields.items'),
            textAlign: 'right',
            visibleMediaQuery: wide,
          },
          {
            accessor: 'total',
            title: t('fnb:orders.fields.total'),
            sortable: true,
            textAlign: 'right',
            noWrap: true,
            render: (o) => fmt.money(o.total),
          },
          {
            accessor: 'status',
            title: t('fnb:orders.fields.status'),
            sortable: true,
            noWrap: true,
            render: (o) => <OrderStatusBadge status={o.status} fulfilment={o.fulfilment} />,
          },
          {
            accessor: 'createdAt',
            title: t('fnb:orders.fields.orderedAt'),
            sortable: true,
            noWrap: true,
            visibleMediaQuery: wider,
            render: (o) => fmt.dateTime(o.createdAt),
          },
          {
            accessor: 'actions',
            title: <VisuallyHidden>{t('fnb:orders.manage.actions')}</VisuallyHidden>,
            textAlign: 'right',
            render: (o) => (
              <ActionIcon
                component={Link}
                to={orderDetailPath(o.id)}
                variant="subtle"
                aria-label={t('fnb:orders.manage.openOrder', { number: orderLabel(o) })}
                onClick={(e) => e.stopPropagation()}
              >
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
            ),
          },
        ]}
      />
    </Stack>
  );
}
