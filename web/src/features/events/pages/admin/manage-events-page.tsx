import type { ClubEvent, EventStatus } from '@club/contracts';
import { EVENT_REPORT_API, EVENT_STATUSES } from '@club/contracts/core';
import {
  ActionIcon,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPlus, IconPrinter, IconSearch, IconTrash } from '@tabler/icons-react';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../../components/confirm-delete';
import { DataTable } from '../../../../components/data-table';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../components/list-kit';
import { StatusBadge } from '../../../../components/status-badge';
import { notifySuccess } from '../../../../lib/notify';
import { useLanguage } from '../../../../lib/use-language';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useDeleteEvent } from '../../api/delete-event';
import { useEvents, type EventListParams } from '../../api/get-events';
import { usePublicCategories } from '../../api/get-public-events';
import { EventFormModal } from '../../components/admin/event-form';
import { EVENT_STATUS_FAMILY, STATUS_KEYS } from '../../components/labels';

type SortKey = NonNullable<EventListParams['sortBy']>;
const SORT_OF: Record<string, SortKey> = {
  startsAt: 'startsAt',
  title: 'title',
  status: 'status',
  capacity: 'capacity',
};

/** The twelve months around the club's today, for the month filter ('YYYY-MM'). */
function monthsAround(today: string): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 18 }, (_, i) => {
    const n = y * 12 + (m - 1) - 6 + i;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * events/manageEvents ("Manage and Add Events"), and the event manager's
 * events/manageupdateEvents (`mode="update"`: no adding or deleting). The events, server-paged,
 * searched and filtered by status, category and month; each opens its form.
 */
export function ManageEvents({ mode }: { mode: 'admin' | 'update' }) {
  const { t } = useTranslation();
  const title = mode === 'admin' ? t('events:admin.title') : t('events:admin.updateTitle');
  usePageTitle(title);
  const f = useClubFormat();
  const lang = useLanguage();
  const { data: tree } = usePublicCategories();
  const [term, setTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(term.trim(), 300);
  const [status, setStatus] = useState<EventStatus | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<DataTableSortStatus<ClubEvent>>({
    columnAccessor: 'startsAt',
    direction: 'desc',
  });
  const [editing, setEditing] = useState<ClubEvent | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ClubEvent | null>(null);
  const remove = useDeleteEvent();

  const query: EventListParams = {
    ...(debouncedTerm ? { term: debouncedTerm } : {}),
    ...(status ? { status } : {}),
    ...(category ? { categoryId: Number(category) } : {}),
    ...(month ? { month } : {}),
    sortBy: SORT_OF[sort.columnAccessor] ?? 'startsAt',
    sortDir: sort.direction,
    pageIndex: page - 1,
    pageSize,
  };
  const { data, isFetching } = useEvents(query);
  const clear = (field: string) => ({ 'aria-label': t('events:admin.clearField', { field }) });
  const openForm = (e: ClubEvent | null) => {
    setEditing(e);
    setFormOpen(true);
  };
  const reset = () => setPage(1);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">
            {mode === 'admin' ? t('events:admin.intro') : t('events:admin.updateIntro')}
          </Text>
        </div>
        {mode === 'admin' && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
            {t('events:admin.add')}
          </Button>
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextInput
          label={t('events:admin.search')}
          placeholder={t('events:admin.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={term}
          onChange={(e) => {
            setTerm(e.currentTarget.value);
            reset();
          }}
        />
        <Select
          label={t('events:admin.fields.status')}
          placeholder={t('events:admin.all')}
          clearable
          clearButtonProps={clear(t('events:admin.fields.status'))}
          data={EVENT_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }))}
          value={status}
          onChange={(v) => {
            setStatus(v as EventStatus | null);
            reset();
          }}
        />
        <Select
          label={t('events:admin.fields.category')}
          placeholder={t('events:admin.all')}
          clearable
          clearButtonProps={clear(t('events:admin.fields.category'))}
          data={(tree?.items ?? []).map((r) => ({
            group: r.name,
            items: [r, ...r.children].map((c) => ({ value: String(c.id), label: c.name })),
          }))}
          value={category}
          onChange={(v) => {
            setCategory(v);
            reset();
          }}
        />
        <Select
          label={t('events:admin.fields.month')}
          placeholder={t('events:admin.all')}
          clearable
          clearButtonProps={clear(t('events:admin.fields.month'))}
          data={monthsAround(f.today()).map((m) => ({ value: m, label: f.month(m) }))}
          value={month}
          onChange={(v) => {
            setMonth(v);
            reset();
          }}
        />
      </SimpleGrid>

      <DataTable<ClubEvent>
        aria-label={t('events:admin.tableLabel')}
        withTableBorder
        striped
        highlightOnHover
        minHeight={200}
        records={data?.items ?? []}
        fetching={isFetching}
        totalRecords={data?.total ?? 0}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(n) => {
          setPageSize(n);
          setPage(1);
        }}
        noRecordsText={t('events:admin.empty')}
        sortStatus={sort}
        onSortStatusChange={(s) => {
          setSort(s);
          setPage(1);
        }}
        columns={[
          {
            accessor: 'title',
            title: t('events:admin.fields.title'),
            sortable: true,
            render: (e) => (
              <div>
                <Text size="sm" fw={500}>
                  {e.title}
                </Text>
                <Text size="xs" c="dimmed">{`${e.group} · ${e.category}`}</Text>
              </div>
            ),
          },
          {
            accessor: 'startsAt',
            title: t('events:admin.fields.when'),
            sortable: true,
            noWrap: true,
            render: (e) => f.dateTime(e.startsAt),
          },
          {
            accessor: 'venue',
            title: t('events:admin.fields.venue'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
          },
          {
            accessor: 'capacity',
            title: t('events:admin.fields.capacity'),
            sortable: true,
            textAlign: 'right',
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          },
          {
            accessor: 'status',
            title: t('events:admin.fields.status'),
            sortable: true,
            render: (e) => <StatusBadge family={EVENT_STATUS_FAMILY} status={e.status} />,
          },
          {
            accessor: 'actions',
            title: <VisuallyHidden>{t('events:admin.actions')}</VisuallyHidden>,
            textAlign: 'right',
            render: (e) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('events:admin.editName', { title: e.title })}
                  onClick={() => openForm(e)}
                >
                  <IconEdit size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  component="a"
                  variant="subtle"
                  href={`${EVENT_REPORT_API.doorList}?eventId=${e.id}&lang=${lang}`}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('events:admin.doorListName', { title: e.title })}
                >
                  <IconPrinter size={18} aria-hidden />
                </ActionIcon>
                {mode === 'admin' && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('events:admin.deleteName', { title: e.title })}
                    onClick={() => setDeleting(e)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ),
          },
        ]}
      />

      <EventFormModal opened={formOpen} event={editing} onClose={() => setFormOpen(false)} />
      <ConfirmDelete
        opened={deleting !== null}
        title={t('events:admin.delete.title')}
        text={t('events:admin.delete.text', { name: deleting?.title ?? '' })}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notifySuccess(t('events:admin.deleted', { title: deleting.title })),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}

export default function ManageEventsPage() {
  return <ManageEvents mode="admin" />;
}
