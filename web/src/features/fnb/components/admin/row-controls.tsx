import { Switch } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteAction, editAction, RowActions } from '../../../../components/row-actions';
import { notifySuccess } from '../../../../lib/notify';

type FlagMutation<K extends string> = UseMutationResult<
  unknown,
  unknown,
  { id: number } & Record<K, boolean>
>;

/**
 * A row's on/off switch for a flag of a menu list (a category, sub-category or item active, an
 * item sold out): it sends the change and says it was made, naming the row.
 */
export function FlagSwitch<K extends string>({
  row,
  flag,
  on,
  mutation,
  color,
  label,
  said,
}: {
  row: { id: number; name: string };
  flag: K;
  on: boolean;
  mutation: FlagMutation<K>;
  color: string;
  /** The switch's accessible name. */
  label: string;
  /** The toast once changed: on, then off. */
  said: (value: boolean) => string;
}) {
  return (
    <Switch
      color={color}
      checked={on}
      aria-label={label}
      disabled={mutation.isPending && mutation.variables?.id === row.id}
      onChange={(e) => {
        const value = e.currentTarget.checked;
        mutation.mutate({ id: row.id, [flag]: value } as { id: number } & Record<K, boolean>, {
          onSuccess: () => notifySuccess(said(value)),
        });
      }}
    />
  );
}

/** A menu row's Active switch. */
export function ActiveSwitch({
  row,
  mutation,
}: {
  row: { id: number; name: string; active: boolean };
  mutation: FlagMutation<'active'>;
}) {
  const { t } = useTranslation();
  return (
    <FlagSwitch
      row={row}
      flag="active"
      on={row.active}
      mutation={mutation}
      color="green"
      label={t('fnb:admin.activeFor', { name: row.name })}
      said={(on) => t(on ? 'fnb:admin.activated' : 'fnb:admin.deactivated', { name: row.name })}
    />
  );
}

/** A menu row's Edit and Delete buttons, named by the row (the list kit's row actions). */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RowActions
      justify="flex-end"
      actions={[
        editAction(t('fnb:admin.editName', { name }), onEdit),
        deleteAction(t('fnb:admin.deleteName', { name }), onDelete),
      ]}
    />
  );
}
