import { ActionIcon, Group, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '../features/content';
import { FileDrop, PHOTO_TYPES } from './file-drop';

/** What owns the photos: a room, a hall, ... as its API answers it. */
export interface PhotoOwner {
  id: number;
  name: string;
  photos: { id: number; url: string }[];
}

/**
 * The photos of one thing (a room, a hall, an event's highlights): each shown with a remove
 * button, and a drop zone (or file chooser) that adds one at once, until `max` are there. Each
 * change is the area's own mutation, whose answer (the thing, its version moved on) goes to
 * `onChange`; `owner` is that thing's photos as this kit draws them, or null while the thing is
 * not saved yet (photos hang on a saved one: the kit says so).
 */
export function PhotoManager<T>({
  owner,
  unsaved,
  label,
  max,
  upload,
  remove,
  onChange,
}: {
  owner: PhotoOwner | null;
  /** What to say while the thing is not saved yet ("Save the room to add its photos."). */
  unsaved?: string;
  label: string;
  max: number;
  upload: UseMutationResult<T, Error, { id: number; file: File }>;
  remove: UseMutationResult<T, Error, { id: number; photoId: number }>;
  onChange: (answer: T) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (!owner) {
    return (
      <Text size="sm" c="dimmed">
        {unsaved ?? t('photos.afterSave')}
      </Text>
    );
  }
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
          <FileDrop
            label={label}
            inputLabel={t('photos.add')}
            drop={t('photos.drop')}
            hint={(size) => t('photos.hint', { count: max, size })}
            rejected={(size) => t('photos.rejected', { size })}
            accept={PHOTO_TYPES}
            loading={upload.isPending}
            onFile={(file) => upload.mutate({ id: owner.id, file }, { onSuccess: onChange })}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
