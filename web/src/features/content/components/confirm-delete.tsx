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
      title={t('site.admin.confirmTitle')}
      closeButtonProps={{ 'aria-label': t('site.admin.cancel') }}
    >
      <Text mb="md">{t('site.admin.confirmText')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('site.admin.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {t('site.admin.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
