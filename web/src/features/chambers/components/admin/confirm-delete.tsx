import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before deleting a room (the server may still refuse: blocked dates). */
export function ConfirmDelete({
  name,
  onClose,
  onConfirm,
  loading,
}: {
  /** The name of what would be deleted; null: closed. */
  name: string | null;
  onClose: () => void;
  onConfirm: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={t('chambers:admin.delete.title')}
      closeButtonProps={{ 'aria-label': t('chambers:admin.cancel') }}
    >
      <Text mb="md">{t('chambers:admin.delete.text', { name: name ?? '' })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('chambers:admin.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
          {t('chambers:admin.delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
