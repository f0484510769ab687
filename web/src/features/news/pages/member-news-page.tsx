import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useNotices } from '../../content';
import { usePageTitle } from '../../settings';
import { useNewsPage } from '../api/read';
import { NewsWithNotices } from '../components/notices-column';
import { pageIndexOf } from './public-news-page';

/**
 * Club News (/member/news): the published posts, the members' own too, newest first, with the
 * notices shown today beside them.
 */
export default function MemberNewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('news:memberTitle'));
  const [search] = useSearchParams();
  const query = useNewsPage('member', pageIndexOf(search));
  const notices = useNotices();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('news:memberTitle')}</Title>
        <Text c="dimmed">{t('news:memberIntro')}</Text>
      </Stack>
      <NewsWithNotices query={query} postPath={paths.memberNewsPost} notices={notices} />
    </Stack>
  );
}
