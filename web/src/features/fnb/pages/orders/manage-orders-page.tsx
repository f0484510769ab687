import '@mantine/dates/styles.css';
import {
  FNB_ORDER_STATUSES,
  FNB_OUTLETS,
  fnbSlotTimes,
  type FnbOrderStatus,
  type FnbOutlet,
  type OrderSummary,
} from '@club/contracts';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
  type MantineTheme,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconChefHat, IconChevronRight, IconSearch } from '@tabler/icons-react';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataTable } from '../../../../components/data-table';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../components/list-kit';
import { DatePickerInput } from '../../../../components/date-picker-input';
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
type StatusFilter = FnbOrderStatus | 'open';
const SORT_KEYS: readonly SortKey[] = ['createdAt', 'slotAt', 'total', 'status'];
/** The date filter's "any date" (no date in the address means today). */
const ANY_DATE = 'all';

const wide = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
const wider = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.lg})`;

const isOutlet = (v: string | null): v is FnbOutlet =>
  v !== null && (FNB_OUTLETS as readonly string[]).includes(v);
const isStatusFilter = (v: string | null): v is StatusFilter =>
  v === 'open' || (v !== null && (FNB_ORDER_STATUSES as readonly string[]).includes(v));
const isSlot = (v: string | null): v is string => v !== null && fnbSlotTimes().includes(v);
const isDate = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

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
  const [params, setParams] = useSearchParams();

  const outlet = isOutlet(params.get('outlet')) ? (params.get('outlet') as FnbOutlet) : null;
  const status = isStatusFilter(params.get('status'))
    ? (params.get('status') as StatusFilter)
    : null;
  const dateParam = params.get('date');
  const date = dateParam === ANY_DATE ? null : isDate(dateParam) ? dateParam : fmt.today();
  const slot = date && isSlot(params.get('slot')) ? params.get('slot') : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = PAGE_SIZES.includes(Number(params.get('size')))
    ? Number(params.get('size'))
    : DEFAULT_PAGE_SIZE;
  const sortBy = (SORT_KEYS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as SortKey)
    : 'slotAt';
  const sortDir = params.get('dir') === 'desc' ? 'desc' : 'asc';

  // The member code is typed: the address follows it once typing pauses.
  const [member, setMember] = useState(params.get('member') ?? '');
  const [memberQuery] = useDebouncedValue(member.trim(), 300);

  /** Changes some filters (back to the first page unless the page itself changes). */
  const update = (changes: Record<string, string | null>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };
  useEffect(() => {
    if ((params.get('member') ?? '') !== memberQuery) update({ member: memberQuery || null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [memberQuery]);

  const query: StaffOrderListParams = {
    ...(outlet ? { outlet } : {}),
    ...(status ? { status } : {}),
    ...(date ? { date } : {}),
    ...(slot ? { slot } : {}),
    ...(memberQuery ? { member: memberQuery } : {}),
    sortBy,
    sortDir,
    pageIndex: page - 1,
    pageSize,
  };
  const { data, isFetching } = useStaffOrders(query);
  // A change to any order (the kitchen, the office, a member) reloads the page of orders.
  const live = useStaffOrdersLive();
  const sort: DataTableSortStatus<OrderSummary> = { columnAccessor: sortBy, direction: sortDir };
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

      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
          <Select
            label={t('fnb:orders.fields.outlet')}
            placeholder={t('fnb:orders.manage.allOutlets')}
            clearable
            clearButtonProps={{
              'aria-label': t('fnb:orders.manage.clear', { field: t('fnb:orders.fields.outlet') }),
            }}
            data={FNB_OUTLETS.map((o) => ({ value: o, label: t(ORDER_OUTLET_KEYS[o]) }))}
            value={outlet}
            onChange={(v) => update({ outlet: v })}
          />
          <Select
            label={t('fnb:orders.fields.status')}
            placeholder={t('fnb:orders.manage.allStatuses')}
            clearable
            clearButtonProps={{
              'aria-label': t('fnb:orders.manage.clear', { field: t('fnb:orders.fields.status') }),
            }}
            data={[
              { value: 'open', label: t('fnb:orders.manage.openStatuses') },
              ...FNB_ORDER_STATUSES.map((s) => ({ value: s, label: t(ORDER_STATUS_KEYS[s]) })),
            ]}
            value={status}
            onChange={(v) => update({ status: v })}
          />
          <DatePickerInput
            label={t('fnb:orders.fields.date')}
            placeholder={t('fnb:orders.manage.anyDate')}
            leftSection={<IconCalendar size={16} aria-hidden />}
            clearable
            clearButtonProps={{
              'aria-label': t('fnb:orders.manage.clear', { field: t('fnb:orders.fields.date') }),
            }}
            value={date}
            onChange={(v) =>
              update({
                date:
                  v === null ? ANY_DATE : v.slice(0, 10) === fmt.today() ? null : v.slice(0, 10),
                ...(v === null ? { slot: null } : {}),
              })
            }
            // The placeholder is text in a button here: it must meet the text contrast ratio.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          />
          <Select
            label={t('fnb:orders.fields.slot')}
            placeholder={
              date ? t('fnb:orders.manage.allSlots') : t('fnb:orders.manage.slotNeedsDate')
            }
            clearable
            clearButtonProps={{
              'aria-label': t('fnb:orders.manage.clear', { field: t('fnb:orders.fields.slot') }),
            }}
            disabled={!date}
            data={fnbSlotTimes()}
            value={slot}
            onChange={(v) => update({ slot: v })}
          />
          <TextInput
            label={t('fnb:orders.fields.member')}
            placeholder={t('fnb:orders.manage.memberPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={member}
            onChange={(e) => setMember(e.currentTarget.value)}
          />
        </SimpleGrid>
      </Card>

      <DataTable<OrderSummary>
        aria-label={t('fnb:orders.manage.tableLabel')}
        withTableBorder
        striped
        highlightOnHover
        minHeight={200}
        fetching={isFetching}
        records={data?.items ?? []}
        idAccessor="id"
        noRecordsText={t('fnb:orders.manage.empty')}
        totalRecords={data?.total ?? 0}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={(p) => update({ page: p === 1 ? null : String(p) })}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(n) => update({ size: n === DEFAULT_PAGE_SIZE ? null : String(n) })}
        sortStatus={sort}
        onSortStatusChange={(s) =>
          update({ sort: String(s.columnAccessor), dir: s.direction === 'desc' ? 'desc' : null })
        }
        onRowClick={({ record }) => void navigate(orderDetailPath(record.id))}
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
