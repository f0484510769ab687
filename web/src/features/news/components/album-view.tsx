import type { AlbumView } from '@club/contracts';
import { Anchor, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageSrc } from '../../content';

/** An album's photos with their captions. */
export function AlbumPhotos({ album }: { album: AlbumView }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="ul" p={0} m={0}>
      {album.photos.map((p) => (
        <Card component="li" key={p.url} withBorder padding={0} style={{ listStyle: 'none' }}>
          <figure style={{ margin: 0 }}>
            <Image src={imageSrc(p.url)} alt={p.caption} h={200} fit="cover" loading="lazy" />
            {p.caption && (
              <Text component="figcaption" size="sm" p="xs">
                {p.caption}
              </Text>
            )}
          </figure>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The photos a list shows of an album: its cover first (the editors' choice), then the rest. */
function coverFirst(album: AlbumView) {
  const cover = album.photos.find((p) => p.url === album.coverUrl);
  return (cover ? [cover, ...album.photos.filter((p) => p !== cover)] : album.photos).slice(0, 4);
}

/**
 * One album in a list: its title (a link to it, where given), what it shows, its photos (in
 * a list, the first four, its cover first).
 */
export function AlbumCard({ album, to }: { album: AlbumView; to?: string }) {
  const { t } = useTranslation();
  const id = `album-${album.slug}`;
  return (
    <Card component="li" withBorder padding="md" style={{ listStyle: 'none' }} aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h3" id={id}>
            {to ? (
              <Anchor component={Link} to={to} inherit>
                {album.title}
              </Anchor>
            ) : (
              album.title
            )}
          </Title>
          <Group gap="xs">
            {album.audience === 'members' && (
              <Badge variant="outline" color="gray">
                {t('news:membersOnly')}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t('news:gallery.photos', { count: album.photos.length })}
            </Text>
          </Group>
        </Group>
        {album.eventTitle && (
          <Text size="sm" fw={500}>
            {t('news:gallery.eventHighlights', { event: album.eventTitle })}
          </Text>
        )}
        {album.description && <Text>{album.description}</Text>}
        {!to && <AlbumPhotos album={album} />}
        {to && album.photos.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {coverFirst(album).map((p) => (
              <Image
                key={p.url}
                src={imageSrc(p.url)}
                alt={p.caption}
                h={90}
                fit="cover"
                radius="sm"
                loading="lazy"
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
