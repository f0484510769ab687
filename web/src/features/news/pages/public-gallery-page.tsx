import { Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/empty-state';
import { QueryStates } from '../../../components/query-states';
import { useSeo } from '../../content';
import { useAlbums } from '../api/albums';
import { AlbumCard } from '../components/album-view';

/** /gallery: the club's published public albums, drawn by the server (news-page-head.ts). */
export default function PublicGalleryPage() {
  const { t } = useTranslation();
  const query = useAlbums('public');
  useSeo({ title: t('news:gallery.title'), description: t('news:gallery.intro') });
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap="xs">
        <Title order={1}>{t('news:gallery.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('news:gallery.intro')}
        </Text>
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
            <AlbumCard key={a.slug} album={a} to={paths.galleryAlbum(a.slug)} />
          ))}
        </Stack>
      </QueryStates>
    </Stack>
  );
}
