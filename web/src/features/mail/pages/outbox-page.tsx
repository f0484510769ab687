import { OUTBOX_STATUSES, type OutboxStatus } from '@club/contracts';
import {
  ActionIcon,
  Anchor,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { StatusBadge, statusFamily } from '../../../components/status-badge';
import { TableScroll } from '../../../components/table-scroll';
import { keyMap } from '../../../lib/i18n';
import { useClubFormat, usePageTitle } from '../../settings';
import { useOutbox } from '../api/get-outbox';
import { MailModal } from '../components/mail-modal';

const PAGE_SIZE = 20;

const OUTBOX_STATUS_FAMILY = statusFamily<OutboxStatus>({
  variant: 'dot',
  colors: { pending: 'blue', sending: 'blue', sent: 'green', dead: 'red' },
  keys: keyMap('mail:outbox.statuses.', OUTBOX_STATUSES),
});

/** /admin/mail/outbox: the mail outbox, paginated on the server. */
export default function OutboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('mail:outbox.title'));
  const [pageIndex, setPageIndex] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const { data, isPending, isFetching, refetch } = useOutbox(pageIndex, PAGE_SIZE);
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
      {isPending ? (
        <Skeleton h={240} />
      ) : (
        <TableScroll minWidth={860} label={t('mail:outbox.tableLabel')}>
          <Table
            striped
            highlightOnHover
            withTableBorder
            aria-label={t('mail:outbox.tableLabel')}
            verticalSpacing="xs"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mail:outbox.createdAt')}</Table.Th>
                <Table.Th>{t('mail:outbox.topic')}</Table.Th>
                <Table.Th>{t('mail:outbox.to')}</Table.Th>
                <Table.Th>{t('mail:outbox.subject')}</Table.Th>
                <Table.Th>{t('mail:outbox.status')}</Table.Th>
                <Table.Th>{t('mail:outbox.attempts')}</Table.Th>
                <Table.Th>{t('mail:outbox.lastError')}</Table.Th>
                <Table.Th>{t('mail:outbox.doneAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data?.items ?? []).length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={8}>
                    <Text c="dimmed" ta="center" py="md">
                      {t('mail:outbox.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                data!.items.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt(m.createdAt)}</Table.Td>
                    <Table.Td>{m.topic}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{m.to}</Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge family={OUTBOX_STATUS_FAMILY} status={m.status} />
                    </Table.Td>
                    <Table.Td>{m.attempts}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c={m.lastError ? 'red' : 'dimmed'} lineClamp={2}>
                        {m.lastError ?? t('common.notAvailable')}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt(m.doneAt)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <Pager
        pageCount={data?.pageCount ?? 0}
        pageIndex={pageIndex}
        onPageIndexChange={setPageIndex}
        aria-label={t('mail:outbox.pagination')}
      />
      <MailModal id={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
