import {
  BANQUET_ADDON_PRICINGS,
  banquetAddonRequest,
  formatAmountInput,
  type BanquetAddon,
  type BanquetAddonPricing,
  type BanquetPackage,
} from '@club/contracts';
import { Select, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput, useAmountLocale } from '../../../../components/money-input';
import { CatalogFormModal, type CatalogDialog } from '../../../../components/admin-form-dialog';
import { AdminForm, NameField, saveOutcome } from '../../../../components/admin-form-parts';
import { useZodForm } from '../../../../lib/form';
import { useClubFormat } from '../../../settings';
import { useSaveAddon } from '../../api/mutations';
import { BANQUET_FORM_TEXTS } from './form-texts';
import { PRICING_KEYS } from '../labels';

interface AddonFormValues extends Record<string, unknown> {
  packageId: string | null;
  name: string;
  price: string;
  pricing: BanquetAddonPricing;
  active: boolean;
}

function AddonForm({
  addon,
  packages,
  onClose,
}: {
  addon: BanquetAddon | null;
  packages: BanquetPackage[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { currency } = useClubFormat();
  const locale = useAmountLocale();
  const save = useSaveAddon();
  const buttons = { texts: BANQUET_FORM_TEXTS, onCancel: onClose, pending: save.isPending };
  const form = useZodForm<AddonFormValues>(banquetAddonRequest.omit({ packageId: true }), {
    initialValues: {
      packageId: addon?.packageId ? String(addon.packageId) : null,
      name: addon?.name ?? '',
      price: addon ? formatAmountInput(addon.price, locale) : '',
      pricing: addon?.pricing ?? 'per_guest',
      active: addon?.active ?? true,
    },
    amounts: ['price'],
  });
  const submit = (v: AddonFormValues) =>
    save.mutate(
      {
        id: addon?.id ?? null,
        body: {
          packageId: v.packageId ? Number(v.packageId) : null,
          name: v.name,
          price: v.price.trim(),
          pricing: v.pricing,
          active: v.active,
          sort: addon?.sort ?? 0,
        },
      },
      saveOutcome(
        form,
        (saved: BanquetAddon) => t('banquets:common.saved', { name: saved.name }),
        onClose,
      ),
    );
  return (
    <AdminForm onSubmit={form.onSubmit(submit)} buttons={buttons}>
      <NameField form={form} label={t('banquets:common.name')} />
      <Select
        label={t('banquets:menu.addonPackage')}
        placeholder={t('banquets:menu.allPackages')}
        clearable
        data={packages.map((p) => ({ value: String(p.id), label: p.name }))}
        {...form.getInputProps('packageId')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyInput
          label={t('banquets:menu.price')}
          required
          currency={currency}
          {...form.getInputProps('price')}
        />
        <Select
          label={t('banquets:menu.pricing')}
          data={BANQUET_ADDON_PRICINGS.map((v) => ({
            value: v,
            label: t(PRICING_KEYS[v]),
          }))}
          allowDeselect={false}
          {...form.getInputProps('pricing')}
        />
      </SimpleGrid>
      <Switch
        label={t('banquets:common.activeLong')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </AdminForm>
  );
}

/** Adds (addon null) or edits an add-on in a dialog. */
export function AddonFormModal({
  addon,
  packages,
  ...dialog
}: CatalogDialog & {
  addon: BanquetAddon | null;
  packages: BanquetPackage[];
}) {
  const { t } = useTranslation();
  return (
    <CatalogFormModal
      {...dialog}
      record={addon}
      title={
        addon
          ? t('banquets:menu.editAddonTitle', { name: addon.name })
          : t('banquets:menu.addAddonTitle')
      }
      closeLabel={t('banquets:common.close')}
    >
      <AddonForm addon={addon} packages={packages} onClose={dialog.onClose} />
    </CatalogFormModal>
  );
}
