import type { AdminDashboard } from '@club/contracts';
import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDatabase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReadableText } from '../../../components/status-badge';
import { useClubFormat } from '../../settings';

/**
 * The last good backup (its time at the club and its size), and a warning when none was taken
 * in the last day, saying what to do.
 */
export function BackupCard({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const readable = useReadableText();
  const last = data.lastBackup;
  // Below a megabyte the size reads in kilobytes (a small club's backup is some hundred kB).
  const size = (bytes: number) =>
    bytes >= 1_048_576
      ? fmt.megabytes(bytes)
      : new Intl.NumberFormat(fmt.locale, { style: 'unit', unit: 'kilobyte' }).format(
          Math.max(1, Math.round(bytes / 1024)),
        );
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-label={t('admin-dashboard:backup.title')}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <IconDatabase size={18} />
          <Title order={2} size="h4">
            {t('admin-dashboard:backup.title')}
          </Title>
        </Group>
        <Text size="sm" c={last ? undefined : 'dimmed'} data-testid="last-backup">
          {last
            ? t('admin-dashboard:backup.taken', {
                when: fmt.dateTime(last.at),
                size: size(last.bytes),
              })
            : t('admin-dashboard:backup.none')}
        </Text>
        {data.backupOverdue && (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} />}
            title={t('admin-dashboard:backup.overdueTitle')}
            data-testid="backup-overdue"
            // The light tint's title in a colour that reads on it (axe).
            styles={{ title: { color: readable('yellow') } }}
          >
            {t('admin-dashboard:backup.overdueText')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
