import '@mantine/dropzone/styles.css';
import { Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadLimit } from '../features/settings';
import { showToast } from '../lib/notify';

/** The photo types every upload of the portal takes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * One drop zone (or file chooser) for one file, as every upload of the portal shows it: the
 * server's own size limit checked before sending and named in the hint and the refusal (both
 * given the reader's "5 MB" as `size`), a toast for a file it cannot take.
 */
export function FileDrop({
  label,
  inputLabel = label,
  drop,
  hint,
  rejected,
  accept,
  loading = false,
  icon = <IconPhotoUp size={28} aria-hidden />,
  onFile,
}: {
  /** What the file is for: the zone's accessible name (with `drop`) and the input's. */
  label: string;
  /** The input's own accessible name where it differs from `label` ("Add a photo"). */
  inputLabel?: string;
  /** The zone's own words ("Drop a photo here ..."), or the chosen file's name. */
  drop: string;
  hint: (size: string) => string;
  rejected: (size: string) => string;
  accept: string[];
  loading?: boolean;
  icon?: ReactNode;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  const limit = useUploadLimit();
  return (
    <Dropzone
      onDrop={(files) => {
        const file = files[0];
        if (file) onFile(file);
      }}
      onReject={() =>
        showToast({ color: 'red', title: t('common.error'), message: rejected(limit.size) })
      }
      maxSize={limit.bytes}
      accept={accept}
      maxFiles={1}
      multiple={false}
      loading={loading}
      aria-label={`${label}: ${drop}`}
      inputProps={{ 'aria-label': inputLabel }}
      p="sm"
    >
      <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
        {icon}
        <div>
          <Text size="sm">{drop}</Text>
          <Text size="xs" c="dimmed">
            {hint(limit.size)}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
