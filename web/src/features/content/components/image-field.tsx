import { ActionIcon, Group, Image, Input, Stack } from '@mantine/core';
import type { ContentImageArea, UploadResponse } from '@club/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop, PHOTO_TYPES } from '../../../components/file-drop';
import { imageSrc } from '../site-map';
import { useUploadImage } from '../api/upload-image';

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
        <FileDrop
          label={label}
          drop={t('content:admin.upload.drop')}
          hint={(size) => t('content:admin.upload.hint', { size })}
          rejected={(size) => t('content:admin.upload.rejected', { size })}
          accept={PHOTO_TYPES}
          loading={upload.isPending}
          onFile={(file) => upload.mutate(file, { onSuccess: (r) => onChange(r.url) })}
        />
      </Stack>
    </Input.Wrapper>
  );
}
