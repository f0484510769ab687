import type { Album } from '@club/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoManager } from '../../../components/photo-manager';
import { applyProblemToForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import {
  useCaptionAlbumPhotos,
  useOrderAlbumPhotos,
  useRemoveAlbumPhoto,
  useUploadAlbumPhoto,
} from '../api/album-admin';

/** The server's bound on an album's photos (album-photos.ts). */
export const ALBUM_MAX_PHOTOS = 60;

/**
 * An album's photos: the photo kit adds, removes and moves them (each move saved at once, at
 * the album's version), and their captions are written below together and saved by one
 * "Save captions". Every answer (the album, its version moved on) goes to `onChange`.
 */
export function AlbumPhotos({
  album,
  onChange,
}: {
  album: Album | null;
  onChange: (album: Album) => void;
}) {
  const { t } = useTranslation();
  const order = useOrderAlbumPhotos();
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
        move={
          album
            ? {
                pending: order.isPending,
                onMove: (photoIds) =>
                  order.mutate(
                    { id: album.id, version: album.version, photoIds },
                    { onSuccess: onChange },
                  ),
              }
            : undefined
        }
      />
      {album && album.photos.length > 0 && (
        <Captions key={album.id} album={album} onChange={onChange} />
      )}
    </Stack>
  );
}

/**
 * Every photo's caption, written together and saved in one request; what is typed stays with
 * its photo while photos are moved, added or removed.
 */
function Captions({ album, onChange }: { album: Album; onChange: (album: Album) => void }) {
  const { t } = useTranslation();
  const save = useCaptionAlbumPhotos();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const valueOf = (p: { id: number; caption: string }) => typed[p.id] ?? p.caption;
  const changed = album.photos.some((p) => valueOf(p).trim() !== p.caption);
  const submit = () =>
    save.mutate(
      {
        id: album.id,
        version: album.version,
        captions: album.photos.map((p) => ({ photoId: p.id, caption: valueOf(p).trim() })),
      },
      {
        onSuccess: (a) => {
          notifySuccess(t('news:albums.captionsSaved'));
          setTyped({});
          setErrors({});
          onChange(a);
        },
        onError: (e) =>
          applyProblemToForm(
            { setFieldError: (path, error) => setErrors((m) => ({ ...m, [path]: error })) },
            e,
          ),
      },
    );
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t('news:albums.captions')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('news:albums.captionsHint')}
        </Text>
      </div>
      {album.photos.map((p, i) => (
        <TextInput
          key={p.id}
          label={t('news:albums.captionOf', { n: i + 1 })}
          value={valueOf(p)}
          maxLength={240}
          error={errors[`captions.${i}.caption`] ?? errors[`captions.${i}.photoId`]}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setTyped((m) => ({ ...m, [p.id]: value }));
          }}
        />
      ))}
      <Group justify="flex-end">
        <Button variant="default" disabled={!changed} loading={save.isPending} onClick={submit}>
          {t('news:albums.saveCaptions')}
        </Button>
      </Group>
    </Stack>
  );
}
