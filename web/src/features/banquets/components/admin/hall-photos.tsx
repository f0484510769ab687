import '@mantine/dropzone/styles.css';
import { BANQUET_MAX_PHOTOS, type BanquetHall } from '@club/contracts';
import { ActionIcon, Group, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/notify';
import { imageSrc } from '../../../content';
import { useRemoveHallPhoto, useUploadHallPhoto } from '../../api/mutations';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A hall's photos: each shown with a remove button, and a drop zone (or file chooser) that
 * adds one at once. Every change answers the hall, handed to `onChange` (its version moved on).
 */
export function HallPhotos({
  hall,
  onChange,
}: {
  hall: BanquetHall;
  onChange: (hall: BanquetHall) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadHallPhoto();
  const remove = useRemoveHallPhoto();
  const id = useId();
  const full = hall.photos.length >= BANQUET_MAX_PHOTOS;
  const label = t('banquets:halls.fields.photos');
  return (
    <Input.Wrapper label={label} id={id}>
      <Stack gap={6} mt={4}>
        {hall.photos.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('banquets:halls.photos.none')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {hall.photos.map((p, i) => (
            <Group key={p.id} gap={4} align="flex-start" wrap="nowrap">
              <Image
                src={imageSrc(p.url)}
                alt={t('banquets:halls.photos.alt', { n: i + 1, name: hall.name })}
                w={96}
                h={64}
                fit="cover"
                radius="sm"
              />
              <ActionIcon
                variant="light"
                color="red"
                aria-label={t('banquets:halls.photos.remove', { n: i + 1 })}
                loading={remove.isPending && remove.variables?.photoId === p.id}
                onClick={() =>
                  remove.mutate({ id: hall.id, photoId: p.id }, { onSuccess: onChange })
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
              if (file) upload.mutate({ id: hall.id, file }, { onSuccess: onChange });
            }}
            onReject={() =>
              showToast({
                color: 'red',
                title: t('common.error'),
                message: t('banquets:halls.photos.rejected'),
              })
            }
            maxSize={MAX_UPLOAD_BYTES}
            accept={ACCEPT}
            maxFiles={1}
            multiple={false}
            loading={upload.isPending}
            aria-label={`${label}: ${t('banquets:halls.photos.drop')}`}
            inputProps={{ 'aria-label': t('banquets:halls.photos.add') }}
            p="sm"
          >
            <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
              <IconPhotoUp size={28} aria-hidden />
              <div>
                <Text size="sm">{t('banquets:halls.photos.drop')}</Text>
                <Text size="xs" c="dimmed">
                  {t('banquets:halls.photos.hint', { max: BANQUET_MAX_PHOTOS })}
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
