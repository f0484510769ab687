import type { MemberDetail } from '@club/contracts';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../lib/initials';
import { notifySuccess } from '../../../lib/notify';
import { photoUrl } from '../api/get-photo';
import { useRemovePhoto } from '../api/remove-photo';
import { useUploadPhoto } from '../api/upload-photo';
import { useUploadLimit } from '../../settings';

export const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp';

/** The member's photo with upload and remove (admins). */
export function PhotoCard({
  id,
  name,
  hasPhoto,
  version,
  onChanged,
}: {
  id: number;
  name: string;
  hasPhoto: boolean;
  version: string;
  /** The member as the change left it. */
  onChanged?: (m: MemberDetail) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  return (
    <PhotoPicker
      id={id}
      name={name}
      hasPhoto={hasPhoto}
      version={version}
      uploading={upload.isPending}
      removing={remove.isPending}
      onUpload={(file) =>
        upload.mutate(
          { id, file },
          {
            onSuccess: (m) => {
              notifySuccess(t('members:photo.saved'));
              onChanged?.(m);
            },
          },
        )
      }
      onRemove={() =>
        remove.mutate(id, {
          onSuccess: (m) => {
            notifySuccess(t('members:photo.removed'));
            onChanged?.(m);
          },
        })
      }
    />
  );
}

/**
 * A member's photo (or initials) with its upload and remove buttons: the office's card above,
 * and the member's own profile, each with its own mutations.
 */
export function PhotoPicker({
  id,
  name,
  hasPhoto,
  version,
  uploading,
  removing,
  onUpload,
  onRemove,
}: {
  id: number;
  name: string;
  hasPhoto: boolean;
  version: string;
  uploading: boolean;
  removing: boolean;
  onUpload: (file: File) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const uploadLimit = useUploadLimit();
  return (
    <Group gap="md" align="center" wrap="nowrap">
      <Avatar
        src={hasPhoto ? photoUrl(id, version) : null}
        alt={t('members:photo.alt', { name })}
        size={96}
        radius="md"
      >
        {initialsOf(name)}
      </Avatar>
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {t('members:photo.hint', { size: uploadLimit.size })}
        </Text>
        <Group gap="xs">
          <FileButton accept={PHOTO_ACCEPT} onChange={(file) => file && onUpload(file)}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconPhotoUp size={16} />}
                loading={uploading}
              >
                {hasPhoto ? t('members:photo.replace') : t('members:photo.upload')}
              </Button>
            )}
          </FileButton>
          {hasPhoto && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={removing}
              onClick={onRemove}
            >
              {t('members:photo.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
