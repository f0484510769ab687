import type { Notice } from '@club/contracts';
import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryStates } from '../../../components/query-states';
import { RichHtml } from '../../content';
import { NewsList } from './news-list';

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

/**
 * The posts with today's notices beside them (under them on a phone): the public /news and the
 * members' Club News; the list's page is kept in the address (`?page=2`).
 */
export function NewsWithNotices({
  query,
  postPath,
  notices,
}: {
  query: Parameters<typeof NewsList>[0]['query'];
  postPath: (slug: string) => string;
  notices: UseQueryResult<Notice[]>;
}) {
  const [, setSearch] = useSearchParams();
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <NewsList
          query={query}
          postPath={postPath}
          onPage={(i) => setSearch(i === 0 ? {} : { page: String(i + 1) })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <NoticesColumn notices={notices} />
      </Grid.Col>
    </Grid>
  );
}
