import {
  memberAddressRequest,
  type MemberAddress,
  type MemberAddressRequest,
} from '@club/contracts';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useCreateAddress } from '../../api/create-address';
import { useUpdateAddress } from '../../api/update-address';
import { notifyDeleteRefused } from '../../../../components/confirm-delete';
import { FORM_STYLE } from '../../../../components/form-style';

type Values = {
  label: string;
  line1: string;
  line2: string;
  city: string;
  pincode: string;
  phone: string;
  isDefault: boolean;
};

function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address: MemberAddress | null;
  onSaved: (a: MemberAddress) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const form = useZodForm<Values>(memberAddressRequest, {
    initialValues: {
      label: address?.label ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      city: address?.city ?? '',
      pincode: address?.pincode ?? '',
      phone: address?.phone ?? '',
      isDefault: address?.isDefault ?? false,
    },
  });

  const submit = (v: Values) => {
    const body: MemberAddressRequest = v;
    const done = (a: MemberAddress) => {
      notifySuccess(t('fnb:member.addresses.saved', { label: a.label }));
      onSaved(a);
    };
    const onError = (e: Error) => {
      applyProblemToForm(form, e);
      // 409: the member keeps at most 10 addresses.
      notifyDeleteRefused(e, t('fnb:member.addresses.tooMany'));
    };
    if (address) update.mutate({ id: address.id, body }, { onSuccess: done, onError });
    else create.mutate(body, { onSuccess: done, onError });
  };

  return (
    <form noValidate style={FORM_STYLE} onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <TextInput
          label={t('fnb:member.addresses.fields.label')}
          description={t('fnb:member.addresses.fields.labelHint')}
          required
          maxLength={40}
          data-autofocus
          {...form.getInputProps('label')}
        />
        <TextInput
          label={t('fnb:member.addresses.fields.line1')}
          required
          maxLength={120}
          autoComplete="address-line1"
          {...form.getInputProps('line1')}
        />
        <TextInput
          label={t('fnb:member.addresses.fields.line2')}
          maxLength={120}
          autoComplete="address-line2"
          {...form.getInputProps('line2')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('fnb:member.addresses.fields.city')}
            required
            maxLength={60}
            autoComplete="address-level2"
            {...form.getInputProps('city')}
          />
          <TextInput
            label={t('fnb:member.addresses.fields.pincode')}
            required
            inputMode="numeric"
            maxLength={6}
            autoComplete="postal-code"
            {...form.getInputProps('pincode')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fnb:member.addresses.fields.phone')}
          required
          type="tel"
          maxLength={20}
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <Checkbox
          label={t('fnb:member.addresses.fields.isDefault')}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('fnb:member.addresses.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('fnb:member.addresses.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds (address null) or edits one of the member's delivery addresses, in a dialog. */
export function AddressFormModal({
  opened,
  address,
  onSaved,
  onClose,
}: {
  opened: boolean;
  address: MemberAddress | null;
  onSaved: (a: MemberAddress) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        address
          ? t('fnb:member.addresses.editTitle', { label: address.label })
          : t('fnb:member.addresses.addTitle')
      }
      size="lg"
      closeButtonProps={{ 'aria-label': t('fnb:member.addresses.cancel') }}
    >
      {opened && (
        <AddressForm
          key={address?.id ?? 'new'}
          address={address}
          onSaved={(a) => {
            onSaved(a);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
