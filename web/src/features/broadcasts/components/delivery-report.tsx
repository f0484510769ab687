import {
  DELIVERY_STATUSES,
  MESSAGE_CHANNELS,
  type BroadcastDetail,
  type Delivery,
} from '@club/contracts';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import { FilterBar, SelectFilter } from '../../../components/filter-bar';
import { useListState } from '../../../components/list-kit';
import { ListTable } from '../../../components/list-table';
import { notifySuccess } from '../../../lib/notify';
import { useClubFormat } from '../../settings';
import { useDeliveries } from '../api/get-broadcast';
import { useResendFailed } from '../api/save-broadcast';
import { CHANNEL_KEYS, DELIVERY_STATUS } from './labels';

const FILTERS = { delivery: { values: DELIVERY_STATUSES }, channel: { values: MESSAGE_CHANNELS } };

/** One figure of the report: its words and its number. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/**
 * The delivery report: how many are queued, sent, failed and read, "Resend to failed", and a page
 * of the deliveries (by status and channel) with the failures' reasons. Read again while sending.
 */
export function DeliveryReport({ broadcast: b }: { broadcast: BroadcastDetail }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const list = useListState({ filters: FILTERS });
  const resend = useResendFailed();
  const { data, isFetching } = useDeliveries(
    b.id,
    {
      status: list.filters.delivery ?? undefined,
      channel: list.filters.channel ?? undefined,
      pageIndex: list.pageIndex,
      pageSize: list.pageSize,
    },
    b.status,
  );
  const c = b.counts;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('broadcasts:detail.report')}
        </Title>
        <Button
          variant="outline"
          leftSection={<IconRefresh size={16} aria-hidden />}
          disabled={c.failed === 0}
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(b.id, {
              onSuccess: (r) => notifySuccess(t('broadcasts:detail.resent', { count: r.requeued })),
            })
          }
        >
          {t('broadcasts:detail.resend')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure
          label={t('broadcasts:delivery.queued')}
          value={fmt.count(c.queued + c.sending)}
          testId="count-queued"
        />
        <Figure
          label={t('broadcasts:delivery.sent')}
          value={fmt.count(c.sent)}
          testId="count-sent"
        />
        <Figure
          label={t('broadcasts:delivery.failed')}
          value={fmt.count(c.failed)}
          testId="count-failed"
        />
        <Figure label={t('broadcasts:detail.read')} value={fmt.count(c.read)} testId="count-read" />
      </SimpleGrid>
      <FilterBar cols={{ base: 1, xs: 2 }}>
        <SelectFilter
          label={t('broadcasts:detail.status')}
          placeholder={t('broadcasts:detail.allStatuses')}
          data={DELIVERY_STATUSES.map((s) => ({ value: s, label: t(DELIVERY_STATUS.keys[s]) }))}
          value={list.filters.delivery}
          onChange={(delivery) => list.setFilters({ delivery })}
        />
        <SelectFilter
          label={t('broadcasts:detail.channel')}
          placeholder={t('broadcasts:detail.allChannels')}
          data={MESSAGE_CHANNELS.map((s) => ({ value: s, label: t(CHANNEL_KEYS[s]) }))}
          value={list.filters.channel}
          onChange={(channel) => list.setFilters({ channel })}
        />
      </FilterBar>
      <ListTable<Delivery>
        aria-label={t('broadcasts:detail.deliveriesLabel')}
        list={list}
        data={data}
        fetching={isFetching}
        empty={t('broadcasts:detail.noDeliveries')}
        idAccessor="id"
        columns={[
          {
            accessor: 'name',
            title: t('broadcasts:detail.recipient'),
            render: (d) => (
              <div>
                <Text size="sm">{d.name}</Text>
                <Text size="xs" c="dimmed">
                  {d.code}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'channel',
            title: t('broadcasts:detail.channel'),
            render: (d) => t(CHANNEL_KEYS[d.channel]),
          },
          {
            accessor: 'status',
            title: t('broadcasts:detail.status'),
            render: (d) => <StatusBadge family={DELIVERY_STATUS} status={d.status} />,
          },
          {
            accessor: 'sentAt',
            title: t('broadcasts:detail.at'),
            render: (d) => (d.sentAt ? fmt.dateTime(d.sentAt) : '—'),
          },
          {
            accessor: 'lastError',
            title: t('broadcasts:detail.reason'),
            render: (d) => d.lastError ?? '',
          },
        ]}
      />
    </Stack>
  );
}
