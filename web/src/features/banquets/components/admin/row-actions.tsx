import { useTranslation } from 'react-i18next';
import {
  deleteAction,
  editAction,
  RowActions as Actions,
} from '../../../../components/row-actions';

/** A record's edit and delete buttons, named after it (the list kit's row actions). */
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
    <Actions
      actions={[
        ...(onEdit ? [editAction(t('banquets:common.edit', { name }), onEdit)] : []),
        deleteAction(t('banquets:common.delete', { name }), onDelete),
      ]}
    />
  );
}
