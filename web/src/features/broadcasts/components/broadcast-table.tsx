import { BROADCAST_STATUSES, type BroadcastSummary } from '@club/contracts';
import { Anchor, Stack, Text, type MantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filter-bar';
import { useListState } from '../../../components/list-kit';
import { ListTable } from '../../../components/list-table';
import { useClubFormat } from '../../settings';
import { useBroadcasts } from '../api/get-broadcasts';
import { audienceLabel } from './audience-label';
import { BROADCAST_STATUS, CHANNEL_KEYS, TEMPLATE_KEYS } from './labels';

const wide = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
const wider = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;

/** The list's filters, kept in the address. */
const FILTERS = { status: { values: BROADCAST_STATUSES }, term: {} };

/**
 * The office's broadcasts, newest first, filtered by status and title: the title opening it, its
 * template, audience, channels, status, when it was sent or is to be, and how many it reached.
 */
export function BroadcastTable({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const list = useListState({ filters: FILTERS });
  const { data, isFetching } = useBroadcasts({
    status: list.filters.status ?? undefined,
    term: list.filters.term ?? undefined,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  });

  return (
    <Stack gap="md">
      <FilterBar cols={{ base: 1, xs: 2 }}>
        <SelectFilter
          label={t('broadcasts:list.status')}
          placeholder={t('broadcasts:list.allStatuses')}
          data={BROADCAST_STATUSES.map((s) => ({ value: s, label: t(BROADCAST_STATUS.keys[s]) }))}
          value={list.filters.status}
          onChange={(status) => list.setFilters({ status })}
        />
        <SearchFilter
          label={t('broadcasts:list.search')}
          placeholder={t('broadcasts:list.searchPlaceholder')}
          value={list.filters.term}
          onChange={(term) => list.setFilters({ term })}
        />
      </FilterBar>
      <ListTable<BroadcastSummary>
        aria-label={t('broadcasts:list.tableLabel')}
        list={list}
        data={data}
        fetching={isFetching}
        empty={t('broadcasts:list.empty')}
        idAccessor="id"
        onRowClick={(b) => onOpen(b.id)}
        columns={[
          {
            accessor: 'title',
            title: t('broadcasts:list.titleCol'),
            render: (b) => (
              <Anchor
                component="button"
                type="button"
                ta="left"
                onClick={(e) => {
                  e.stopPropagation();
                  onOpen(b.id);
                }}
              >
                {b.title}
              </Anchor>
            ),
          },
          {
            accessor: 'template',
            title: t('broadcasts:list.templateCol'),
            visibleMediaQuery: wider,
            render: (b) => t(TEMPLATE_KEYS[b.template]),
          },
          {
            accessor: 'audience',
            title: t('broadcasts:list.audienceCol'),
            visibleMediaQuery: wide,
            render: (b) => audienceLabel(b.audience, t, fmt),
          },
          {
            accessor: 'channels',
            title: t('broadcasts:list.channelsCol'),
            visibleMediaQuery: wider,
            render: (b) => b.channels.map((c) => t(CHANNEL_KEYS[c])).join(', '),
          },
          {
            accessor: 'status',
            title: t('broadcasts:list.status'),
            render: (b) => <StatusBadge family={BROADCAST_STATUS} status={b.status} />,
          },
          {
            accessor: 'sendAt',
            title: t('broadcasts:list.whenCol'),
            noWrap: true,
            visibleMediaQuery: wide,
            render: (b) => {
              const at = b.startedAt ?? b.sendAt;
              return at && b.status !== 'draft' ? (
                fmt.dateTime(at)
              ) : (
                <Text size="sm" c="dimmed">
                  {t('broadcasts:list.notYet')}
                </Text>
              );
            },
          },
          {
            accessor: 'recipientCount',
            title: t('broadcasts:list.countsCol'),
            visibleMediaQuery: wide,
            render: (b) =>
              b.recipientCount === null
                ? '—'
                : t('broadcasts:list.counts', { recipients: fmt.count(b.recipientCount) }),
          },
        ]}
      />
    </Stack>
  );
}
