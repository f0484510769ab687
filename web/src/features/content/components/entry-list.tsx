import { Button, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { TableScroll } from '../../../components/table-scroll';

/**
 * The pieces every list the content staff keep is made of (the committee, affiliated clubs,
 * banners and gallery, notices, the magazine's issues): the title with its add button, the
 * table with edit and delete on each row, the form's cancel and save, the delete's question.
 */

/** The list's title and its add button. */
export function EntryListHeader({ title, onAdd }: { title: string; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Title order={1}>{title}</Title>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
        {t('content:admin.add')}
      </Button>
    </Group>
  );
}

/** The entries' table (a loader while they load, a line when there are none). */
export function EntryTable<E extends { id: number }>({
  label,
  entries,
  loading,
  columns,
  describe,
  onEdit,
  onDelete,
  empty,
  minWidth = 560,
  loadingHeight = 300,
}: {
  label: string;
  entries: E[] | undefined;
  loading: boolean;
  columns: { label: string; render: (e: E) => ReactNode }[];
  /** How a row's buttons name the entry. */
  describe: (e: E) => string;
  onEdit?: (e: E) => void;
  onDelete: (e: E) => void;
  empty?: string;
  minWidth?: number;
  loadingHeight?: number;
}) {
  const { t } = useTranslation();
  if (loading) return <Skeleton h={loadingHeight} />;
  if (!entries?.length) return <Text c="dimmed">{empty ?? t('content:admin.none')}</Text>;
  return (
    <TableScroll minWidth={minWidth} label={label}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label}>{c.label}</Table.Th>
            ))}
            <Table.Th>{t('content:admin.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              {columns.map((c) => (
                <Table.Td key={c.label}>{c.render(e)}</Table.Td>
              ))}
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {onEdit && (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconEdit size={14} aria-hidden />}
                      aria-label={`${t('content:admin.edit')}: ${describe(e)}`}
                      onClick={() => onEdit(e)}
                    >
                      {t('content:admin.edit')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={`${t('content:admin.delete')}: ${describe(e)}`}
                    onClick={() => onDelete(e)}
                  >
                    {t('content:admin.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** An entry form's cancel and save. */
export function EntryFormButtons({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('content:admin.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('content:admin.save')}
      </Button>
    </Group>
  );
}

/** Asks before deleting the entry chosen (none: closed), then deletes it with `remove`. */
export function ConfirmDeleteEntry({
  entry,
  onClose,
  remove,
}: {
  entry: { id: number } | null;
  onClose: () => void;
  remove: {
    isPending: boolean;
    mutate: (id: number, options: { onSuccess: () => void }) => void;
  };
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDelete
      opened={entry !== null}
      title={t('content:admin.confirmTitle')}
      text={t('content:admin.confirmText')}
      onClose={onClose}
      loading={remove.isPending}
      onConfirm={() =>
        entry &&
        remove.mutate(entry.id, {
          onSuccess: () => {
            notifySuccess(t('content:admin.deleted'));
            onClose();
          },
        })
      }
    />
  );
}
