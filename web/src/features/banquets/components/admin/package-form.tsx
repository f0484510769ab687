import {
  BANQUET_PACKAGE_TYPES,
  banquetPackageRequest,
  formatAmountInput,
  type BanquetCourse,
  type BanquetPackage,
  type BanquetPackageRequest,
  type BanquetPackageType,
} from '@club/contracts';
import { Fieldset, NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput, useAmountLocale } from '../../../../components/money-input';
import { CatalogFormModal, type CatalogDialog } from '../../../../components/admin-form-dialog';
import {
  AdminForm,
  DescriptionField,
  NameField,
  saveOutcome,
  SortActiveFields,
} from '../../../../components/admin-form-parts';
import { useZodForm } from '../../../../lib/form';
import { useClubFormat } from '../../../settings';
import { useSavePackage } from '../../api/mutations';
import { BANQUET_FORM_TEXTS } from './form-texts';
import { PACKAGE_TYPE_KEYS } from '../labels';

/** What the package form holds: the price as typed, a limit per course (as typed, '' none). */
export interface PackageFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  costPerGuest: string;
  type: BanquetPackageType;
  /** Course id -> how many dishes a guest list chooses from it ('' or 0: not offered). */
  limits: Record<string, number | string>;
  active: boolean;
  sort: number | string;
}

export function packageFormValues(
  pkg: BanquetPackage | null,
  courses: BanquetCourse[],
  locale?: string,
): PackageFormValues {
  return {
    name: pkg?.name ?? '',
    description: pkg?.description ?? '',
    costPerGuest: pkg ? formatAmountInput(pkg.costPerGuest, locale) : '',
    type: pkg?.type ?? 'veg',
    limits: Object.fromEntries(
      courses.map((c) => [
        String(c.id),
        pkg?.courses.find((x) => x.courseId === c.id)?.choose ?? '',
      ]),
    ),
    active: pkg?.active ?? true,
    sort: pkg?.sort ?? 0,
  };
}

/** The request of the form's values: the courses with a limit above 0. */
export function packageRequestOf(v: PackageFormValues): BanquetPackageRequest {
  return {
    name: v.name,
    description: v.description,
    costPerGuest: v.costPerGuest.trim(),
    type: v.type,
    courses: Object.entries(v.limits)
      .filter(([, n]) => n !== '' && Number(n) !== 0)
      .map(([courseId, n]) => ({ courseId: Number(courseId), choose: Number(n) })),
    active: v.active,
    sort: Number(v.sort) || 0,
  };
}

function PackageForm({
  pkg,
  courses,
  onClose,
}: {
  pkg: BanquetPackage | null;
  courses: BanquetCourse[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { currency } = useClubFormat();
  const locale = useAmountLocale();
  const save = useSavePackage();
  const buttons = { texts: BANQUET_FORM_TEXTS, onCancel: onClose, pending: save.isPending };
  const form = useZodForm<PackageFormValues>(banquetPackageRequest.omit({ courses: true }), {
    initialValues: packageFormValues(pkg, courses, locale),
    amounts: ['costPerGuest'],
  });
  const submit = (v: PackageFormValues) => {
    const body = packageRequestOf(v);
    save.mutate(
      { id: pkg?.id ?? null, body: pkg ? { ...body, version: pkg.version } : body },
      saveOutcome(
        form,
        (saved: BanquetPackage) => t('banquets:common.saved', { name: saved.name }),
        onClose,
      ),
    );
  };
  return (
    <AdminForm onSubmit={form.onSubmit(submit)} buttons={buttons}>
      <NameField form={form} label={t('banquets:common.name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyInput
          label={t('banquets:menu.costPerGuest')}
          required
          currency={currency}
          {...form.getInputProps('costPerGuest')}
        />
        <Select
          label={t('banquets:menu.packageType')}
          data={BANQUET_PACKAGE_TYPES.map((v) => ({ value: v, label: t(PACKAGE_TYPE_KEYS[v]) }))}
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
      </SimpleGrid>
      <DescriptionField form={form} label={t('banquets:common.description')} maxRows={4} />
      <Fieldset legend={t('banquets:menu.courses')}>
        <Text size="xs" c="dimmed" mb="xs">
          {t('banquets:menu.coursesHint')}
        </Text>
        {courses.length === 0 && <Text size="sm">{t('banquets:menu.noCourses')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {courses.map((c) => (
            <NumberInput
              key={c.id}
              label={c.name}
              aria-label={t('banquets:menu.choose', { course: c.name })}
              min={0}
              max={50}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`limits.${c.id}`)}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <SortActiveFields form={form} texts={BANQUET_FORM_TEXTS} hint={false} />
    </AdminForm>
  );
}

/** Adds (pkg null) or edits a menu package in a dialog. */
export function PackageFormModal({
  pkg,
  courses,
  ...dialog
}: CatalogDialog & {
  pkg: BanquetPackage | null;
  courses: BanquetCourse[];
}) {
  const { t } = useTranslation();
  return (
    <CatalogFormModal
      {...dialog}
      record={pkg}
      size="lg"
      title={
        pkg
          ? t('banquets:menu.editPackageTitle', { name: pkg.name })
          : t('banquets:menu.addPackageTitle')
      }
      closeLabel={t('banquets:common.close')}
    >
      <PackageForm pkg={pkg} courses={courses} onClose={dialog.onClose} />
    </CatalogFormModal>
  );
}
