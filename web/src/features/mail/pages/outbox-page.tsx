import {
  OUTBOX_STATUSES,
  type OutboxItem,
  type OutboxPage,
  type OutboxStatus,
} from '@club/contracts';
import { ActionIcon, Anchor, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../../components/list-kit';
import { ListTable, type ListPage } from '../../../components/list-table';
import { StatusBadge, statusFamily } from '../../../components/status-badge';
import { keyMap } from '../../../lib/i18n';
import { useClubFormat, usePageTitle } from '../../settings';
import { useOutbox } from '../api/get-outbox';
import { MailModal } from '../components/mail-modal';

const OUTBOX_STATUS_FAMILY = statusFamily<OutboxStatus>({
  variant: 'dot',
  colors: { pending: 'blue', sending: 'blue', sent: 'green', dead: 'red' },
  keys: keyMap('mail:outbox.statuses.', OUTBOX_STATUSES),
});

/**
 * The outbox answers how many pages it has, not how many mails: the count is exact on the
 * last page; before it the table pages through `pageCount` pages and says "of more than" the
 * mails the pages before the last hold.
 */
function countedPage(
  data: OutboxPage | undefined,
): (ListPage<OutboxItem> & { last: boolean }) | undefined {
  if (!data) return undefined;
  const last = data.pageIndex + 1 >= data.pageCount;
  const total = last
    ? data.pageIndex * data.pageSize + data.items.length
    : data.pageCount * data.pageSize;
  return { items: data.items, total, last };
}

/** /admin/mail/outbox: the mail outbox, paginated on the server (the page and size in the address). */
export default function OutboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('mail:outbox.title'));
  const list = useListState();
  const [opened, setOpened] = useState<number | null>(null);
  const { data, isFetching, refetch } = useOutbox(list.pageIndex, list.pageSize);
  const page = countedPage(data);
  const club = useClubFormat();
  const fmt = (iso: string | null) => (iso ? club.dateTime(iso) : t('common.notAvailable'));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('mail:outbox.title')}</Title>
          <Text c="dimmed">{t('mail:outbox.intro')}</Text>
        </div>
        <Tooltip label={t('mail:outbox.refresh')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('mail:outbox.refresh')}
            loading={isFetching}
            onClick={() => void refetch()}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <ListTable<OutboxItem>
        aria-label={t('mail:outbox.tableLabel')}
        list={list}
        data={page}
        fetching={isFetching}
        empty={t('mail:outbox.empty')}
        rangeText={({ from, to, totalRecords }) =>
          page && !page.last && data
            ? t('common.pagination.rangeMore', {
                from,
                to,
                total: (data.pageCount - 1) * data.pageSize,
              })
            : t('common.pagination.range', { from, to, total: totalRecords })
        }
        columns={[
          {
            accessor: 'createdAt',
            title: t('mail:outbox.createdAt'),
            noWrap: true,
            render: (m) => fmt(m.createdAt),
          },
          { accessor: 'topic', title: t('mail:outbox.topic') },
          {
            accessor: 'to',
            title: t('mail:outbox.to'),
            cellsStyle: () => ({ wordBreak: 'break-all' }),
          },
          {
            accessor: 'subject',
            title: t('mail:outbox.subject'),
            render: (m) => (
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                aria-label={t('mail:outbox.open', { subject: m.subject, to: m.to })}
                onClick={() => setOpened(m.id)}
              >
                {m.subject}
              </Anchor>
            ),
          },
          {
            accessor: 'status',
            title: t('mail:outbox.status'),
            render: (m) => <StatusBadge family={OUTBOX_STATUS_FAMILY} status={m.status} />,
          },
          { accessor: 'attempts', title: t('mail:outbox.attempts') },
          {
            accessor: 'lastError',
            title: t('mail:outbox.lastError'),
            render: (m) => (
              <Text size="sm" c={m.lastError ? 'red' : 'dimmed'} lineClamp={2}>
                {m.lastError ?? t('common.notAvailable')}
              </Text>
            ),
          },
          {
            accessor: 'doneAt',
            title: t('mail:outbox.doneAt'),
            noWrap: true,
            render: (m) => fmt(m.doneAt),
          },
        ]}
      />
      <MailModal id={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
