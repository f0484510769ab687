import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryStates } from '../../../components/query-states';
import { RichHtml, useNotices } from '../../content';
import { usePageTitle } from '../../settings';
import { useNewsPage } from '../api/read';
import { NewsList } from '../components/news-list';
import { pageIndexOf } from './public-news-page';

/** The notices shown today, beside the news (the Notice Board's, shortened). */
function NoticesColumn() {
  const { t } = useTranslation();
  const notices = useNotices();
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
 * Club News (/member/news): the published posts, the members' own too, newest first, with the
 * notices shown today beside them.
 */
export default function MemberNewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('news:memberTitle'));
  const [search, setSearch] = useSearchParams();
  const query = useNewsPage('member', pageIndexOf(search));
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('news:memberTitle')}</Title>
        <Text c="dimmed">{t('news:memberIntro')}</Text>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <NewsList
            query={query}
            postPath={paths.memberNewsPost}
            onPage={(i) => setSearch(i === 0 ? {} : { page: String(i + 1) })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <NoticesColumn />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
