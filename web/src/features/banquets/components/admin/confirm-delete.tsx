import { useTranslation } from 'react-i18next';
import { ConfirmDelete as Confirm } from '../../../../components/confirm-delete';

/** Asks before deleting one of the banquets' records by its name (null: closed). */
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
      title={t('banquets:common.deleteTitle')}
      text={t('banquets:common.deleteText', { name: name ?? '' })}
      onClose={onClose}
      onConfirm={onConfirm}
      loading={loading}
    />
  );
}
