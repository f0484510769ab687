import type { Notice } from '@club/contracts';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../../components/query-states';
import { RichHtml } from '../../content';

/**
 * The notices shown today, beside the news (the Notice Board's, shortened): all of them for
 * members (Club News), the public ones on the public site's /news.
 */
export function NoticesColumn({ notices }: { notices: UseQueryResult<Notice[]> }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="aside" aria-labelledby="news-notices">
      <Title order={2} size="h4" id="news-notices" mb="xs">
        {t('news:notices')}
      </Title>
      <QueryStates
        query={notices}
        loadingLabel={t('news:loading')}
        skeletons={1}
        isEmpty={notices.data?.length === 0}
        empty={<Text c="dimmed">{t('news:noNotices')}</Text>}
      >
        <Stack gap="sm">
          {notices.data?.slice(0, 5).map((n) => (
            <div key={n.id}>
              <Text fw={600}>{n.title}</Text>
              <RichHtml html={n.bodyHtml} />
            </div>
          ))}
        </Stack>
      </QueryStates>
    </Card>
  );
}
