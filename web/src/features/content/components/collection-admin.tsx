import {
  Button,
  Group,
  Image,
  Modal,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ContentImageArea } from '@club/contracts';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { $ZodType } from 'zod/v4/core';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { TableScroll } from '../../../components/table-scroll';
import { usePageTitle } from '../../settings';
import { imageSrc } from '../site-map';
import { useDeleteEntry } from '../api/delete-entry';
import { useSaveEntry, type Collection } from '../api/save-entry';
import { ConfirmDelete } from './confirm-delete';
import { ImageField } from './image-field';

export type Field =
  | { name: string; label: string; kind: 'text'; required?: boolean; type?: string }
  | { name: string; label: string; kind: 'image'; area: ContentImageArea }
  | { name: string; label: string; kind: 'select'; options: { value: string; label: string }[] }
  | { name: string; label: string; kind: 'number' };

type Entry = { id: number } & Record<string, unknown>;

function EntryForm({
  collection,
  schema,
  fields,
  entry,
  empty,
  onDone,
}: {
  collection: Collection;
  schema: $ZodType;
  fields: Field[];
  entry: Entry | null;
  empty: Record<string, unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveEntry(collection);
  const initial = Object.fromEntries(
    Object.keys(empty).map((k) => [k, entry ? (entry[k] ?? empty[k]) : empty[k]]),
  );
  const form = useZodForm<Record<string, unknown>>(schema, { initialValues: initial });
  const values = form.getValues();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) =>
        save.mutate(
          { id: entry?.id ?? null, body },
          {
            onSuccess: () => {
              notifySuccess(t('content:admin.saved'));
              onDone();
            },
            onError: (e) => {
              applyProblemToForm(form, e);
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        {fields.map((f) => {
          switch (f.kind) {
            case 'text':
              return (
                <TextInput
                  key={f.name}
                  label={f.label}
                  required={f.required}
                  type={f.type}
                  {...form.getInputProps(f.name)}
                />
              );
            case 'number':
              return (
                <NumberInput
                  key={f.name}
                  label={f.label}
                  min={0}
                  max={999}
                  {...form.getInputProps(f.name)}
                />
              );
            case 'select':
              return (
                <Select
                  key={f.name}
                  label={f.label}
                  data={f.options}
                  allowDeselect={false}
                  {...form.getInputProps(f.name)}
                />
              );
            case 'image':
              return (
                <ImageField
                  key={f.name}
                  area={f.area}
                  label={f.label}
                  value={(values[f.name] as string | null) ?? null}
                  onChange={(url) => form.setFieldValue(f.name, url)}
                  error={form.errors[f.name]}
                />
              );
          }
        })}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('content:admin.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('content:admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A list staff keep (committee, affiliated clubs, banners and gallery): table, add/edit modal, delete. */
export function CollectionAdmin({
  title,
  collection,
  schema,
  fields,
  columns,
  empty,
  entries,
  loading,
  describe,
}: {
  title: string;
  collection: Collection;
  schema: $ZodType;
  fields: Field[];
  columns: { label: string; render: (e: Entry) => React.ReactNode }[];
  empty: Record<string, unknown>;
  entries: Entry[] | undefined;
  loading: boolean;
  describe: (e: Entry) => string;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  const [editing, setEditing] = useState<Entry | null>(null);
  const [opened, { open, close }] = useDisclosure(false);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const remove = useDeleteEntry(collection);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setEditing(null);
            open();
          }}
        >
          {t('content:admin.add')}
        </Button>
      </Group>
      {loading ? (
        <Skeleton h={300} />
      ) : !entries?.length ? (
        <Text c="dimmed">{t('content:admin.none')}</Text>
      ) : (
        <TableScroll minWidth={560} label={title}>
          <Table striped aria-label={title}>
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
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconEdit size={14} aria-hidden />}
                        aria-label={`${t('content:admin.edit')}: ${describe(e)}`}
                        onClick={() => {
                          setEditing(e);
                          open();
                        }}
                      >
                        {t('content:admin.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        aria-label={`${t('content:admin.delete')}: ${describe(e)}`}
                        onClick={() => setDeleting(e)}
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
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={
          editing
            ? `${t('content:admin.edit')}: ${describe(editing)}`
            : `${t('content:admin.add')}: ${title}`
        }
        size="lg"
        closeButtonProps={{ 'aria-label': t('content:admin.cancel') }}
      >
        <EntryForm
          key={editing?.id ?? 'new'}
          collection={collection}
          schema={schema}
          fields={fields}
          entry={editing}
          empty={empty}
          onDone={close}
        />
      </Modal>
      <ConfirmDelete
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('content:admin.deleted'));
              setDeleting(null);
            },
          })
        }
      />
    </Stack>
  );
}

export const Thumb = ({ url }: { url: string | null | undefined }) =>
  url ? <Image src={imageSrc(url)} alt="" w={72} h={48} fit="cover" radius="sm" /> : null;
