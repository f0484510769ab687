import '@mantine/dropzone/styles.css';
import { EVENT_MAX_PHOTOS, type ClubEvent } from '@club/contracts';
import { ActionIcon, Anchor, Group, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileText, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/notify';
import { imageSrc } from '../../../content';
import {
  useRemoveEventFile,
  useRemoveEventPhoto,
  useUploadEventFile,
  useUploadEventPhoto,
  type EventFileKind,
} from '../../api/event-files';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];

function Drop({
  label,
  hint,
  accept,
  loading,
  onFile,
}: {
  label: string;
  hint: string;
  accept: string[];
  loading: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dropzone
      onDrop={(files) => files[0] && onFile(files[0])}
      onReject={() =>
        showToast({
          color: 'red',
          title: t('common.error'),
          message: t('events:admin.files.rejected'),
        })
      }
      maxSize={MAX_UPLOAD_BYTES}
      accept={accept}
      maxFiles={1}
      multiple={false}
      loading={loading}
      aria-label={`${label}: ${t('events:admin.files.drop')}`}
      inputProps={{ 'aria-label': label }}
      p="sm"
    >
      <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
        <IconPhotoUp size={28} aria-hidden />
        <div>
          <Text size="sm">{t('events:admin.files.drop')}</Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}

/** An event's image and invitation: each shown with a remove button and a drop zone. */
export function EventFiles({
  event,
  onChange,
}: {
  event: ClubEvent;
  onChange: (e: ClubEvent) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadEventFile();
  const remove = useRemoveEventFile();
  const put = (kind: EventFileKind) => (file: File) =>
    upload.mutate({ id: event.id, kind, file }, { onSuccess: onChange });
  const drop = (kind: EventFileKind) => () =>
    remove.mutate({ id: event.id, kind }, { onSuccess: onChange });
  const imageLabel = t('events:admin.fields.image');
  const invitationLabel = t('events:admin.fields.invitation');
  return (
    <Stack gap="md">
      <Input.Wrapper label={imageLabel}>
        <Stack gap={6} mt={4}>
          {event.imageUrl ? (
            <Group gap={4} align="flex-start">
              <Image src={imageSrc(event.imageUrl)} alt="" w={160} h={90} fit="cover" radius="sm" />
              <ActionIcon
                variant="light"
                color="red"
                aria-label={t('events:admin.files.remove', { what: imageLabel })}
                onClick={drop('image')}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('events:admin.files.none')}
            </Text>
          )}
          <Drop
            label={imageLabel}
            hint={t('events:admin.files.imageHint')}
            accept={IMAGES}
            loading={upload.isPending && upload.variables?.kind === 'image'}
            onFile={put('image')}
          />
        </Stack>
      </Input.Wrapper>
      <Input.Wrapper label={invitationLabel}>
        <Stack gap={6} mt={4}>
          {event.invitationUrl ? (
            <Group gap={4}>
              <Anchor href={imageSrc(event.invitationUrl)} target="_blank" rel="noreferrer">
                <Group gap={4}>
                  <IconFileText size={16} aria-hidden />
                  {t('events:admin.files.open')}
                </Group>
              </Anchor>
              <ActionIcon
                variant="light"
                color="red"
                aria-label={t('events:admin.files.remove', { what: invitationLabel })}
                onClick={drop('invitation')}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('events:admin.files.none')}
            </Text>
          )}
          <Drop
            label={invitationLabel}
            hint={t('events:admin.files.invitationHint')}
            accept={[...IMAGES, 'application/pdf']}
            loading={upload.isPending && upload.variables?.kind === 'invitation'}
            onFile={put('invitation')}
          />
        </Stack>
      </Input.Wrapper>
    </Stack>
  );
}

/** An event's highlight photos: each with a remove button, and a drop zone for up to six. */
export function EventPhotos({
  event,
  onChange,
}: {
  event: ClubEvent;
  onChange: (e: ClubEvent) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadEventPhoto();
  const remove = useRemoveEventPhoto();
  const photos = event.highlights.photos;
  const label = t('events:admin.fields.photos');
  return (
    <Input.Wrapper label={label}>
      <Stack gap={6} mt={4}>
        {photos.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('events:admin.photos.none')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {photos.map((p, i) => (
            <Group key={p.id} gap={4} align="flex-start" wrap="nowrap">
              <Image
                src={imageSrc(p.url)}
                alt={t('events:card.photoAlt', { n: i + 1, title: event.title })}
                w={96}
                h={64}
                fit="cover"
                radius="sm"
              />
              <ActionIcon
                variant="light"
                color="red"
                aria-label={t('events:admin.photos.remove', { n: i + 1 })}
                loading={remove.isPending && remove.variables?.photoId === p.id}
                onClick={() =>
                  remove.mutate({ id: event.id, photoId: p.id }, { onSuccess: onChange })
                }
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </SimpleGrid>
        {photos.length < EVENT_MAX_PHOTOS && (
          <Drop
            label={t('events:admin.photos.add')}
            hint={t('events:admin.photos.hint', { max: EVENT_MAX_PHOTOS })}
            accept={IMAGES}
            loading={upload.isPending}
            onFile={(file) => upload.mutate({ id: event.id, file }, { onSuccess: onChange })}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
