import { supplierItemSchema, type Supplier, type SupplierItem } from '@club/contracts';
import { SUPPLIER_KINDS, type SupplierKind } from '@club/contracts/core';
import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORM_STYLE } from '../../../components/form-style';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useSaveSupplier } from '../api/staff-contacts';
import { SUPPLIER_KIND_KEYS } from './labels';

type Values = {
  name: string;
  kind: SupplierKind | '';
  contactPerson: string;
  phone: string;
  email: string;
  notes: string;
};

const EMPTY: Values = { name: '', kind: '', contactPerson: '', phone: '', email: '', notes: '' };

/** Adds a supplier (none given) or changes one; a refusal puts its reasons on the fields. */
export function SupplierForm({ supplier, onDone }: { supplier?: Supplier; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSaveSupplier();
  const form = useZodForm<Values>(supplierItemSchema, {
    initialValues: supplier ? { ...supplier } : EMPTY,
  });
  const fields = {
    setFieldError: (path: string, error: string) =>
      form.setFieldError(path.replace(/^item\./, ''), error),
  };

  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...(values as SupplierItem), ...(supplier ? { id: supplier.id } : {}) },
      {
        onSuccess: (s) => {
          notifySuccess(t('directory:supplier.saved', { name: s.name }));
          onDone();
        },
        onError: (e) => applyProblemToForm(fields, e),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate style={FORM_STYLE}>
      <Stack gap="sm">
        <TextInput label={t('directory:supplier.name')} required {...form.getInputProps('name')} />
        <Select
          label={t('directory:supplier.kind')}
          required
          data={SUPPLIER_KINDS.map((k) => ({ value: k, label: t(SUPPLIER_KIND_KEYS[k]) }))}
          {...form.getInputProps('kind')}
        />
        <TextInput
          label={t('directory:supplier.contactPerson')}
          {...form.getInputProps('contactPerson')}
        />
        <TextInput
          label={t('directory:supplier.phone')}
          type="tel"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t('directory:supplier.email')}
          type="email"
          {...form.getInputProps('email')}
        />
        <Textarea
          label={t('directory:supplier.notes')}
          autosize
          minRows={2}
          {...form.getInputProps('notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('directory:supplier.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('directory:supplier.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
