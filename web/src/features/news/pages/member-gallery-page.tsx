import { Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { QueryStates } from '../../../components/query-states';
import { usePageTitle } from '../../settings';
import { useAlbums } from '../api/albums';
import { AlbumCard } from '../components/album-view';

/** The members' gallery (/member/gallery): every published album, the members' own too. */
export default function MemberGalleryPage() {
  const { t } = useTranslation();
  usePageTitle(t('news:gallery.title'));
  const query = useAlbums('member');
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('news:gallery.title')}</Title>
        <Text c="dimmed">{t('news:gallery.memberIntro')}</Text>
      </Stack>
      <QueryStates
        query={query}
        errorTitle={t('news:gallery.loadError')}
        loadingLabel={t('news:gallery.loading')}
        isEmpty={query.data?.items.length === 0}
        empty={
          <EmptyState icon={<IconPhoto size={22} aria-hidden />} title={t('news:gallery.empty')} />
        }
      >
        <Stack component="ul" gap="md" p={0} m={0} aria-label={t('news:gallery.title')}>
          {query.data?.items.map((a) => (
            <AlbumCard key={a.slug} album={a} />
          ))}
        </Stack>
      </QueryStates>
    </Stack>
  );
}
