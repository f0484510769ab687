import '@mantine/dropzone/styles.css';
import { ActionIcon, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import type { ContentImageArea, UploadResponse } from '@club/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/notify';
import { imageSrc } from '../site-map';
import { useUploadImage } from '../api/upload-image';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * A photo field: drop or choose a file, uploaded at once (checked by the server); shows the photo.
 * Content's photos go to their `area`; another feature passes its own `upload` mutation.
 */
export function ImageField({
  area = 'content',
  upload: otherUpload,
  label,
  value,
  onChange,
  error,
}: {
  area?: ContentImageArea;
  upload?: UseMutationResult<UploadResponse, Error, File>;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const contentUpload = useUploadImage(area);
  const upload = otherUpload ?? contentUpload;
  const id = useId();
  return (
    <Input.Wrapper label={label} error={error} id={id}>
      <Stack gap={6} mt={4}>
        {value && (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Image src={imageSrc(value)} alt="" w={160} h={107} fit="cover" radius="sm" />
            <ActionIcon
              variant="light"
              color="red"
              onClick={() => onChange(null)}
              aria-label={t('content:admin.removePhoto')}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
        <Dropzone
          onDrop={(files) => {
            const file = files[0];
            if (file) upload.mutate(file, { onSuccess: (r) => onChange(r.url) });
          }}
          onReject={() =>
            showToast({
              color: 'red',
              title: t('common.error'),
              message: t('content:admin.upload.rejected'),
            })
          }
          maxSize={MAX_UPLOAD_BYTES}
          accept={IMAGE_MIME_TYPE.filter(
            (m) =>
              m !== 'image/gif' &&
              m !== 'image/svg+xml' &&
              m !== 'image/avif' &&
              m !== 'image/heic',
          )}
          maxFiles={1}
          multiple={false}
          loading={upload.isPending}
          aria-label={`${label}: ${t('content:admin.upload.drop')}`}
          inputProps={{ 'aria-label': label }}
          p="sm"
        >
          <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <IconPhotoUp size={28} aria-hidden />
            <div>
              <Text size="sm">{t('content:admin.upload.drop')}</Text>
              <Text size="xs" c="dimmed">
                {t('content:admin.upload.hint')}
              </Text>
            </div>
          </Group>
        </Dropzone>
      </Stack>
    </Input.Wrapper>
  );
}
