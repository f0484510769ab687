import { EVENT_MAX_PHOTOS, type ClubEvent } from '@club/contracts';
import { ActionIcon, Anchor, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconFileText, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileDrop, PHOTO_TYPES } from '../../../../components/file-drop';
import { PhotoManager } from '../../../../components/photo-manager';
import { imageSrc } from '../../../content';
import {
  useRemoveEventFile,
  useRemoveEventPhoto,
  useUploadEventFile,
  useUploadEventPhoto,
  type EventFileKind,
} from '../../api/event-files';

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
          <FileDrop
            label={imageLabel}
            drop={t('events:admin.files.drop')}
            hint={(size) => t('events:admin.files.imageHint', { size })}
            rejected={(size) => t('events:admin.files.rejected', { size })}
            accept={PHOTO_TYPES}
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
          <FileDrop
            label={invitationLabel}
            drop={t('events:admin.files.drop')}
            hint={(size) => t('events:admin.files.invitationHint', { size })}
            rejected={(size) => t('events:admin.files.rejected', { size })}
            accept={[...PHOTO_TYPES, 'application/pdf']}
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
  return (
    <PhotoManager
      owner={{ id: event.id, name: event.title, photos: event.highlights.photos }}
      label={t('events:admin.fields.photos')}
      max={EVENT_MAX_PHOTOS}
      upload={useUploadEventPhoto()}
      remove={useRemoveEventPhoto()}
      onChange={onChange}
    />
  );
}
