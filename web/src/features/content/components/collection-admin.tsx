import { Image, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ContentImageArea } from '@club/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { $ZodType } from 'zod/v4/core';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../settings';
import { imageSrc } from '../site-map';
import { useDeleteEntry } from '../api/delete-entry';
import { useSaveEntry, type Collection } from '../api/save-entry';
import { ConfirmDeleteEntry, EntryFormButtons, EntryListHeader, EntryTable } from './entry-list';
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
        <EntryFormButtons onCancel={onDone} saving={save.isPending} />
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
      <EntryListHeader
        title={title}
        onAdd={() => {
          setEditing(null);
          open();
        }}
      />
      <EntryTable
        label={title}
        entries={entries}
        loading={loading}
        columns={columns}
        describe={describe}
        onEdit={(e) => {
          setEditing(e);
          open();
        }}
        onDelete={setDeleting}
      />
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
      <ConfirmDeleteEntry entry={deleting} onClose={() => setDeleting(null)} remove={remove} />
    </Stack>
  );
}

export const Thumb = ({ url }: { url: string | null | undefined }) =>
  url ? <Image src={imageSrc(url)} alt="" w={72} h={48} fit="cover" radius="sm" /> : null;
