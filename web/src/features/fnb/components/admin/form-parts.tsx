import { Button, Group, NumberInput, Switch } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** The menu forms' last row but one: the sort order and whether the record is active. */
export function SortAndActiveFields({
  sort,
  active,
}: {
  sort: GetInputPropsReturnType;
  active: GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start">
      <NumberInput
        label={t('fnb:admin.fields.sort')}
        description={t('fnb:admin.fields.sortHint')}
        min={0}
        max={9999}
        allowDecimal={false}
        allowNegative={false}
        {...sort}
      />
      <Switch mt={30} label={t('fnb:admin.fields.activeLong')} {...active} />
    </Group>
  );
}

/** The menu forms' buttons: cancel (closes the form) and save (submits it). */
export function FormButtons({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('fnb:admin.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {t('fnb:admin.save')}
      </Button>
    </Group>
  );
}
