import '@mantine/dropzone/styles.css';
import { ActionIcon, Group, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '../features/content';
import { useClubFormat } from '../features/settings';
import { showToast } from '../lib/notify';

/** The largest photo the web app offers to upload (the server's own limit decides). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** What owns the photos: a room, a hall, ... as its API answers it. */
export interface PhotoOwner {
  id: number;
  name: string;
  photos: { id: number; url: string }[];
}

/**
 * The photos of one thing (a room, a hall): each shown with a remove button, and a drop zone
 * (or file chooser) that adds one at once, until `max` are there. Each change is the area's own
 * mutation, whose answer (the owner, its version moved on) goes to `onChange`.
 */
export function PhotoManager<T extends PhotoOwner>({
  owner,
  label,
  max,
  upload,
  remove,
  onChange,
}: {
  owner: T;
  label: string;
  max: number;
  upload: UseMutationResult<T, Error, { id: number; file: File }>;
  remove: UseMutationResult<T, Error, { id: number; photoId: number }>;
  onChange: (owner: T) => void;
}) {
  const { t } = useTranslation();
  const { megabytes } = useClubFormat();
  const id = useId();
  const full = owner.photos.length >= max;
  return (
    <Input.Wrapper label={label} id={id}>
      <Stack gap={6} mt={4}>
        {owner.photos.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('photos.none')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {owner.photos.map((p, i) => (
            <Group key={p.id} gap={4} align="flex-start" wrap="nowrap">
              <Image
                src={imageSrc(p.url)}
                alt={t('photos.alt', { n: i + 1, name: owner.name })}
                w={96}
                h={64}
                fit="cover"
                radius="sm"
              />
              <ActionIcon
                variant="light"
                color="red"
                aria-label={t('photos.remove', { n: i + 1 })}
                loading={remove.isPending && remove.variables?.photoId === p.id}
                onClick={() =>
                  remove.mutate({ id: owner.id, photoId: p.id }, { onSuccess: onChange })
                }
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </SimpleGrid>
        {!full && (
          <Dropzone
            onDrop={(files) => {
              const file = files[0];
              if (file) upload.mutate({ id: owner.id, file }, { onSuccess: onChange });
            }}
            onReject={() =>
              showToast({
                color: 'red',
                title: t('common.error'),
                message: t('photos.rejected', { size: megabytes(PHOTO_MAX_BYTES) }),
              })
            }
            maxSize={PHOTO_MAX_BYTES}
            accept={PHOTO_TYPES}
            maxFiles={1}
            multiple={false}
            loading={upload.isPending}
            aria-label={`${label}: ${t('photos.drop')}`}
            inputProps={{ 'aria-label': t('photos.add') }}
            p="sm"
          >
            <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
              <IconPhotoUp size={28} aria-hidden />
              <div>
                <Text size="sm">{t('photos.drop')}</Text>
                <Text size="xs" c="dimmed">
                  {t('photos.hint', { count: max, size: megabytes(PHOTO_MAX_BYTES) })}
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
