import type { Album } from '@club/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoManager } from '../../../components/photo-manager';
import { notifySuccess } from '../../../lib/notify';
import { useCaptionAlbumPhoto, useRemoveAlbumPhoto, useUploadAlbumPhoto } from '../api/album-admin';

/** The server's bound on an album's photos (album-photos.ts). */
export const ALBUM_MAX_PHOTOS = 60;

/**
 * An album's photos: the photo kit adds and removes them, and each photo's caption is
 * written below it and saved on its own. Every answer (the album, its version moved on) goes
 * to `onChange`.
 */
export function AlbumPhotos({
  album,
  onChange,
}: {
  album: Album | null;
  onChange: (album: Album) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <PhotoManager
        owner={album && { id: album.id, name: album.title, photos: album.photos }}
        unsaved={t('news:albums.photosAfterSave')}
        label={t('news:albums.field.photos')}
        max={ALBUM_MAX_PHOTOS}
        upload={useUploadAlbumPhoto()}
        remove={useRemoveAlbumPhoto()}
        onChange={onChange}
      />
      {album && album.photos.length > 0 && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('news:albums.captions')}
          </Text>
          {album.photos.map((p, i) => (
            <CaptionRow
              key={`${p.id}:${p.caption}`}
              albumId={album.id}
              photoId={p.id}
              n={i + 1}
              caption={p.caption}
              onChange={onChange}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function CaptionRow({
  albumId,
  photoId,
  n,
  caption,
  onChange,
}: {
  albumId: number;
  photoId: number;
  n: number;
  caption: string;
  onChange: (album: Album) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(caption);
  const save = useCaptionAlbumPhoto();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={t('news:albums.captionOf', { n })}
        value={value}
        maxLength={240}
        error={save.error ? t('news:albums.captionFailed') : undefined}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
      <Button
        variant="default"
        disabled={value.trim() === caption}
        loading={save.isPending}
        aria-label={t('news:albums.saveCaptionOf', { n })}
        onClick={() =>
          save.mutate(
            { id: albumId, photoId, caption: value.trim() },
            {
              onSuccess: (a) => {
                notifySuccess(t('news:albums.captionSaved'));
                onChange(a);
              },
            },
          )
        }
      >
        {t('news:albums.saveCaption')}
      </Button>
    </Group>
  );
}
