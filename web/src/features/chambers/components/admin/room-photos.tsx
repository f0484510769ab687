import '@mantine/dropzone/styles.css';
import { CHAMBER_MAX_PHOTOS, type Room } from '@club/contracts';
import { ActionIcon, Group, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/notify';
import { imageSrc } from '../../../content';
import { useRemoveRoomPhoto } from '../../api/remove-room-photo';
import { useUploadRoomPhoto } from '../../api/upload-room-photo';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A room's photos: each shown with a remove button, and a drop zone (or file chooser) that
 * adds one at once. Every change answers the room, handed to `onChange` (its version moved on).
 */
export function RoomPhotos({ room, onChange }: { room: Room; onChange: (room: Room) => void }) {
  const { t } = useTranslation();
  const upload = useUploadRoomPhoto();
  const remove = useRemoveRoomPhoto();
  const id = useId();
  const full = room.photos.length >= CHAMBER_MAX_PHOTOS;
  const label = t('chambers:admin.fields.photos');
  return (
    <Input.Wrapper label={label} id={id}>
      <Stack gap={6} mt={4}>
        {room.photos.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('chambers:admin.photos.none')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {room.photos.map((p, i) => (
            <Group key={p.id} gap={4} align="flex-start" wrap="nowrap">
              <Image
                src={imageSrc(p.url)}
                alt={t('chambers:admin.photos.alt', { n: i + 1, name: room.name })}
                w={96}
                h={64}
                fit="cover"
                radius="sm"
              />
              <ActionIcon
                variant="light"
                color="red"
                aria-label={t('chambers:admin.photos.remove', { n: i + 1 })}
                loading={remove.isPending && remove.variables?.photoId === p.id}
                onClick={() =>
                  remove.mutate({ id: room.id, photoId: p.id }, { onSuccess: onChange })
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
              if (file) upload.mutate({ id: room.id, file }, { onSuccess: onChange });
            }}
            onReject={() =>
              showToast({
                color: 'red',
                title: t('common.error'),
                message: t('chambers:admin.photos.rejected'),
              })
            }
            maxSize={MAX_UPLOAD_BYTES}
            accept={ACCEPT}
            maxFiles={1}
            multiple={false}
            loading={upload.isPending}
            aria-label={`${label}: ${t('chambers:admin.photos.drop')}`}
            inputProps={{ 'aria-label': t('chambers:admin.photos.add') }}
            p="sm"
          >
            <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
              <IconPhotoUp size={28} aria-hidden />
              <div>
                <Text size="sm">{t('chambers:admin.photos.drop')}</Text>
                <Text size="xs" c="dimmed">
                  {t('chambers:admin.photos.hint', { max: CHAMBER_MAX_PHOTOS })}
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
