import { useTranslation } from 'react-i18next';
import { ConfirmDelete as Confirm } from '../../../components/confirm-delete';

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
    <Confirm
      opened={opened}
      title={t('content:admin.confirmTitle')}
      text={t('content:admin.confirmText')}
      onClose={onClose}
      onConfirm={onConfirm}
      loading={loading}
    />
  );
}
