import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Asks before deleting something, in the caller's words (what it is, what deleting it means);
 * Cancel and Delete are the same everywhere. The server may still refuse.
 */
export function ConfirmDelete({
  opened,
  title,
  text,
  onClose,
  onConfirm,
  loading,
}: {
  opened: boolean;
  title: string;
  text: string;
  onClose: () => void;
  onConfirm: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.cancel') }}
    >
      <Text mb="md">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
          {t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
