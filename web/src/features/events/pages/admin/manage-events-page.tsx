import type { ClubEvent } from '@club/contracts';
import { EVENT_REPORT_API, EVENT_STATUSES } from '@club/contracts/core';
import { ActionIcon, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../../components/list-header';
import { ConfirmDelete } from '../../../../components/confirm-delete';
import { FilterBar, SearchFilter, SelectFilter } from '../../../../components/filter-bar';
import { ID, useListState } from '../../../../components/list-kit';
import { ListTable } from '../../../../components/list-table';
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
/** The sortable columns (each sorts by its own name). */
const SORT_KEYS = ['startsAt', 'title', 'status', 'capacity'] as const satisfies readonly SortKey[];
/** A month of the month filter (`2026-12`). */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

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
  const list = useListState({
    filters: {
      term: {},
      status: { values: EVENT_STATUSES },
      category: { pattern: ID },
      month: { pattern: MONTH },
    },
    sort: { keys: SORT_KEYS, by: 'startsAt', dir: 'desc' },
  });
  const { term, status, category, month } = list.filters;
  const [editing, setEditing] = useState<ClubEvent | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ClubEvent | null>(null);
  const remove = useDeleteEvent();

  const query: EventListParams = {
    ...(term ? { term } : {}),
    ...(status ? { status } : {}),
    ...(category ? { categoryId: Number(category) } : {}),
    ...(month ? { month } : {}),
    sortBy: list.sortBy,
    sortDir: list.sortDir,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  };
  const { data, isFetching } = useEvents(query);
  const openForm = (e: ClubEvent | null) => {
    setEditing(e);
    setFormOpen(true);
  };

  return (
    <Stack gap="md">
      <ListHeader
        title={title}
        intro={mode === 'admin' ? t('events:admin.intro') : t('events:admin.updateIntro')}
        {...(mode === 'admin'
          ? { add: { label: t('events:admin.add'), onClick: () => openForm(null) } }
          : {})}
      />

      <FilterBar cols={{ base: 1, sm: 2, lg: 4 }}>
        <SearchFilter
          label={t('events:admin.search')}
          placeholder={t('events:admin.searchPlaceholder')}
          value={term}
          onChange={(v) => list.setFilters({ term: v })}
        />
        <SelectFilter
          label={t('events:admin.fields.status')}
          placeholder={t('events:admin.all')}
          data={EVENT_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }))}
          value={status}
          onChange={(v) => list.setFilters({ status: v })}
        />
        <SelectFilter
          label={t('events:admin.fields.category')}
          placeholder={t('events:admin.all')}
          data={(tree?.items ?? []).map((r) => ({
            group: r.name,
            items: [r, ...r.children].map((c) => ({ value: String(c.id), label: c.name })),
          }))}
          value={category}
          onChange={(v) => list.setFilters({ category: v })}
        />
        <SelectFilter
          label={t('events:admin.fields.month')}
          placeholder={t('events:admin.all')}
          data={monthsAround(f.today()).map((m) => ({ value: m, label: f.month(m) }))}
          value={month}
          onChange={(v) => list.setFilters({ month: v })}
        />
      </FilterBar>

      <ListTable<ClubEvent>
        aria-label={t('events:admin.tableLabel')}
        list={list}
        data={data}
        fetching={isFetching}
        empty={t('events:admin.empty')}
        sortable
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
