import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Move up / move down of one row of an ordered list (a category, a sub-category). */
export function MoveButtons({
  name,
  canUp,
  canDown,
  disabled,
  onMove,
}: {
  /** The row's name, for the buttons' accessible names. */
  name: string;
  canUp: boolean;
  canDown: boolean;
  disabled?: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="md"
        aria-label={t('fnb:admin.moveUp', { name })}
        disabled={disabled || !canUp}
        onClick={(e) => {
          e.stopPropagation();
          onMove(-1);
        }}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={t('fnb:admin.moveDown', { name })}
        disabled={disabled || !canDown}
        onClick={(e) => {
          e.stopPropagation();
          onMove(1);
        }}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
