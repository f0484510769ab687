import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { usePublicNotices, useSeo } from '../../content';
import { useNewsPage } from '../api/read';
import { NewsWithNotices } from '../components/notices-column';

/** The list's page in the address (`?page=2`), else the first (as the server reads it). */
export function pageIndexOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page - 1 : 0;
}

/**
 * /news: the club's published public posts, newest first, a page at a time (the page in the
 * address), with today's public notices beside them; drawn by the server with its first page
 * and the notices (news-page-head.ts).
 */
export default function PublicNewsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const pageIndex = pageIndexOf(search);
  const query = useNewsPage('public', pageIndex);
  const notices = usePublicNotices();
  useSeo({ title: t('news:title'), description: t('news:intro') });
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap="xs">
        <Title order={1}>{t('news:title')}</Title>
        <Text size="lg" c="dimmed">
          {t('news:intro')}
        </Text>
      </Stack>
      <NewsWithNotices query={query} postPath={paths.newsPost} notices={notices} />
    </Stack>
  );
}
