import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClubFormat, usePageTitle } from '../../settings';
import { useNotices } from '../api/get-notices';
import { RichHtml } from '../components/rich-html';

/** /member/notices: the Notice Board, pinned notices first. */
export default function NoticeBoardPage() {
  const { t } = useTranslation();
  usePageTitle(t('content:notices.title'));
  const fmt = useClubFormat();
  const { data, isPending, isError } = useNotices();
  return (
    <Stack gap="md" maw={860}>
      <Title order={1}>{t('content:notices.title')}</Title>
      {isPending ? (
        <Skeleton h={200} />
      ) : isError ? (
        <Alert color="red">{t('content:loadError')}</Alert>
      ) : data.length === 0 ? (
        <Text c="dimmed">{t('content:notices.empty')}</Text>
      ) : (
        data.map((n) => (
          <Card key={n.id} withBorder padding="lg" component="article">
            <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
              <Title order={2} size="h4">
                {n.title}
              </Title>
              {n.pinned && (
                <Badge leftSection={<IconPin size={12} aria-hidden />} variant="filled">
                  {t('content:notices.pinned')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" mb="sm">
              {t('content:notices.from', { date: fmt.date(n.showFrom) })}
              {n.showUntil ? ` ${t('content:notices.until', { date: fmt.date(n.showUntil) })}` : ''}
            </Text>
            <RichHtml html={n.bodyHtml} />
          </Card>
        ))
      )}
    </Stack>
  );
}
