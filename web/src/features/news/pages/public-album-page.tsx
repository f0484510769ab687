import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { LoadFailed } from '../../../components/query-states';
import { isApiError } from '../../../lib/api';
import { pagePath } from '@club/contracts/core';
import { useSeo } from '../../content';
import { usePublicAlbum } from '../api/albums';
import { AlbumPhotos } from '../components/album-view';

/** /gallery/:slug: one published public album, its photos and the event it shows. */
export default function PublicAlbumPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const query = usePublicAlbum(slug.toLowerCase());
  const album = query.data;
  useSeo({
    title: album?.title,
    description: album?.description,
    image: album?.coverUrl ?? undefined,
  });
  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to={PATHS.gallery} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('news:gallery.back')}
        </Group>
      </Anchor>
      {album ? (
        <>
          <Title order={1}>{album.title}</Title>
          {album.eventTitle && (
            <Anchor component={Link} to={pagePath('events')}>
              {t('news:gallery.eventHighlights', { event: album.eventTitle })}
            </Anchor>
          )}
          {album.description && <Text size="lg">{album.description}</Text>}
          <AlbumPhotos album={album} />
        </>
      ) : query.error ? (
        isApiError(query.error) && query.error.status === 404 ? (
          <Text role="status">{t('news:gallery.notFound')}</Text>
        ) : (
          <LoadFailed
            error={query.error}
            title={t('news:gallery.loadError')}
            onRetry={query.refetch}
          />
        )
      ) : (
        <Text aria-busy="true">{t('news:gallery.loading')}</Text>
      )}
    </Stack>
  );
}
