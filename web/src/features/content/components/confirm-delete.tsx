import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before deleting an entry. */
export function ConfirmDelete({
  opened,
  onClose,
  onConfirm,
  loading,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('content:admin.confirmTitle')}
      closeButtonProps={{ 'aria-label': t('content:admin.cancel') }}
    >
      <Text mb="md">{t('content:admin.confirmText')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('content:admin.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {t('content:admin.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
