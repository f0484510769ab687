import { useTranslation } from 'react-i18next';
import { ConfirmDelete as Confirm } from '../../../../components/confirm-delete';

/** Asks before deleting one of this screen's records by its name (null: closed). */
export function ConfirmDelete({
  name,
  onClose,
  onConfirm,
  loading,
}: {
  name: string | null;
  onClose: () => void;
  onConfirm: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Confirm
      opened={name !== null}
      title={t('fnb:admin.delete.title')}
      text={t('fnb:admin.delete.text', { name: name ?? '' })}
      onClose={onClose}
      onConfirm={onConfirm}
      loading={loading}
    />
  );
}
