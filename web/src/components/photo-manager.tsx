import { ActionIcon, Group, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
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
 * not saved yet (photos hang on a saved one: the kit says so). With `move`, each photo also
 * has "earlier" and "later" buttons: `move` gets the photos' ids in their new order.
 */
export function PhotoManager<T>({
  owner,
  unsaved,
  label,
  max,
  upload,
  remove,
  onChange,
  move,
}: {
  owner: PhotoOwner | null;
  /** What to say while the thing is not saved yet ("Save the room to add its photos."). */
  unsaved?: string;
  label: string;
  max: number;
  upload: UseMutationResult<T, Error, { id: number; file: File }>;
  remove: UseMutationResult<T, Error, { id: number; photoId: number }>;
  onChange: (answer: T) => void;
  /** Puts the photos in a new order (their ids); `pending` while it is being saved. */
  move?: { onMove: (photoIds: number[]) => void; pending: boolean };
}) {
  const { t } = useTranslation();
  const id = useId();
  // The move button pressed keeps the focus when its photo has moved (React may have moved
  // its node, which drops the focus), or its twin does when it cannot move further that way.
  const grid = useRef<HTMLDivElement>(null);
  const pressed = useRef<{ photoId: number; by: -1 | 1 } | null>(null);
  const order = owner?.photos.map((p) => p.id).join(',');
  useEffect(() => {
    const last = pressed.current;
    if (!last || !grid.current) return;
    pressed.current = null;
    const button = (by: number) =>
      grid.current?.querySelector<HTMLButtonElement>(`[data-move="${last.photoId}:${by}"]`);
    const same = button(last.by);
    (same && !same.disabled ? same : button(-last.by))?.focus();
  }, [order]);
  if (!owner) {
    return (
      <Text size="sm" c="dimmed">
        {unsaved ?? t('photos.afterSave')}
      </Text>
    );
  }
  const full = owner.photos.length >= max;
  const ids = owner.photos.map((p) => p.id);
  const moveBy = (i: number, by: -1 | 1) => {
    if (!move || move.pending) return;
    const next = [...ids];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    pressed.current = { photoId: ids[i]!, by };
    move.onMove(next);
  };
  return (
    <Input.Wrapper label={label} id={id}>
      <Stack gap={6} mt={4}>
        {owner.photos.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('photos.none')}
          </Text>
        )}
        <SimpleGrid ref={grid} cols={{ base: 2, sm: 4 }} spacing="xs">
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
              <Stack gap={4}>
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
                {move && (
                  <>
                    {/* Not disabled while a move is saved: the pressed button keeps the focus. */}
                    <ActionIcon
                      variant="default"
                      aria-label={t('photos.moveEarlier', { n: i + 1 })}
                      disabled={i === 0}
                      data-move={`${p.id}:-1`}
                      onClick={() => moveBy(i, -1)}
                    >
                      <IconArrowLeft size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={t('photos.moveLater', { n: i + 1 })}
                      disabled={i === owner.photos.length - 1}
                      data-move={`${p.id}:1`}
                      onClick={() => moveBy(i, 1)}
                    >
                      <IconArrowRight size={16} aria-hidden />
                    </ActionIcon>
                  </>
                )}
              </Stack>
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
