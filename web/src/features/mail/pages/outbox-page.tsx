import {
  ActionIcon,
  Badge,
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
import { usePageTitle } from '../../settings';
import { useOutbox } from '../api/get-outbox';

const PAGE_SIZE = 20;

const STATUS_COLOR: Record<string, string> = {
  pending: 'blue',
  queued: 'blue',
  sent: 'green',
  done: 'green',
  failed: 'red',
  dead: 'red',
};

/** /admin/mail/outbox: the mail outbox, paginated on the server. */
export default function OutboxPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('mail:outbox.title'));
  const [pageIndex, setPageIndex] = useState(0);
  const { data, isPending, isFetching, refetch } = useOutbox(pageIndex, PAGE_SIZE);
  const fmt = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
          dateStyle: 'short',
          timeStyle: 'short',
        }).format(new Date(iso))
      : t('common.notAvailable');

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
        <Table.ScrollContainer minWidth={860}>
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
                    <Table.Td>{m.subject}</Table.Td>
                    <Table.Td>
                      <Badge variant="dot" color={STATUS_COLOR[m.status.toLowerCase()] ?? 'gray'}>
                        {m.status}
                      </Badge>
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
        </Table.ScrollContainer>
      )}
      <Pager
        pageCount={data?.pageCount ?? 0}
        pageIndex={pageIndex}
        onPageIndexChange={setPageIndex}
        aria-label={t('mail:outbox.pagination')}
      />
    </Stack>
  );
}
