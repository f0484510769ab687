import { ActionIcon, Group } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A record's edit and delete buttons, named after it. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit?: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {onEdit && (
        <ActionIcon
          variant="light"
          aria-label={t('banquets:common.edit', { name })}
          onClick={onEdit}
        >
          <IconEdit size={16} aria-hidden />
        </ActionIcon>
      )}
      <ActionIcon
        variant="light"
        color="red"
        aria-label={t('banquets:common.delete', { name })}
        onClick={onDelete}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
