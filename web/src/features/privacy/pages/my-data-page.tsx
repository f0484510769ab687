import type { DataExport } from '@club/contracts';
import { DATA_EXPORT_LINK_DAYS } from '@club/contracts/core';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport, IconDownload, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { QueryStates } from '../../../components/query-states';
import { StatusBadge } from '../../../components/status-badge';
import { notifySuccess } from '../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../settings';
import { useMyDataExports, useRequestDataExport } from '../api/data-exports';
import { exportFileUrl } from '../api/paths';
import { DATA_EXPORT_STATUS_FAMILY } from '../components/labels';

/** One export: when it was asked for, its status, until when its links work, its files. */
function ExportCard({ x }: { x: DataExport }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const when = fmt.dateTime(x.requestedAt);
  return (
    <Card component="li" withBorder padding="md" data-export={x.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{t('privacy:myData.heading', { when })}</Text>
          <StatusBadge family={DATA_EXPORT_STATUS_FAMILY} status={x.status} />
        </Group>
        {x.status === 'pending' && (
          <Text size="sm" c="dimmed">
            {t('privacy:myData.pendingNote')}
          </Text>
        )}
        {x.status === 'failed' && <Text size="sm">{t('privacy:myData.failedNote')}</Text>}
        {x.status === 'ready' && x.expiresAt && (
          <Text size="sm">
            <Text span c="dimmed">
              {t('privacy:myData.expiresAt')}:{' '}
            </Text>
            {fmt.dateTime(x.expiresAt)}
          </Text>
        )}
        {x.status === 'expired' && (
          <Text size="sm" c="dimmed">
            {t('privacy:myData.expiredNote')}
          </Text>
        )}
        {x.status === 'ready' && (
          <Group gap="md">
            <Anchor
              href={exportFileUrl(x.id, 'json')}
              download
              aria-label={t('privacy:myData.downloadJsonLabel', { when })}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconDownload size={16} aria-hidden />
                {t('privacy:myData.downloadJson')}
              </Group>
            </Anchor>
            <Anchor
              href={exportFileUrl(x.id, 'pdf')}
              download
              aria-label={t('privacy:myData.downloadPdfLabel', { when })}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconFileText size={16} aria-hidden />
                {t('privacy:myData.downloadPdf')}
              </Group>
            </Anchor>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * member/settings/my-data: the member asks for a copy of all their data (made in the
 * background: the list is read again while it is being made) and downloads its JSON and PDF
 * while the links last.
 */
export default function MyDataPage() {
  const { t } = useTranslation();
  usePageTitle(t('privacy:myData.title'));
  const list = useMyDataExports();
  const ask = useRequestDataExport();
  const items = list.data?.items ?? [];
  const pending = items.some((x) => x.status === 'pending');

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('privacy:myData.title')}</Title>
        <Text>{t('privacy:myData.intro')}</Text>
        <Text c="dimmed" size="sm" mt="xs">
          {t('privacy:myData.linkNote', { days: DATA_EXPORT_LINK_DAYS })}
        </Text>
      </div>
      <Group>
        <Button
          leftSection={<IconDatabaseExport size={16} aria-hidden />}
          loading={ask.isPending}
          disabled={pending}
          onClick={() =>
            ask.mutate(undefined, {
              onSuccess: () => notifySuccess(t('privacy:myData.requested')),
            })
          }
        >
          {t('privacy:myData.request')}
        </Button>
      </Group>
      {pending && (
        <Alert color="blue" variant="light" role="status">
          {t('privacy:myData.requested')}
        </Alert>
      )}
      <QueryStates
        query={list}
        errorTitle={t('privacy:myData.failed')}
        loadingLabel={t('privacy:myData.loading')}
        skeletons={2}
        skeletonHeight={80}
        isEmpty={items.length === 0}
        empty={
          <EmptyState
            icon={<IconDatabaseExport size={22} aria-hidden />}
            title={t('privacy:myData.emptyTitle')}
            hint={t('privacy:myData.emptyHint')}
          />
        }
      >
        <Stack
          component="ul"
          gap="sm"
          aria-label={t('privacy:myData.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((x) => (
            <ExportCard key={x.id} x={x} />
          ))}
        </Stack>
      </QueryStates>
    </Stack>
  );
}
