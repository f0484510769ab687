import {
  Button,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { updateSettingsRequest, type ClubSettings } from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useClubSettings } from '../api/get-settings';
import { usePageTitle } from '../use-page-title';
import { useUpdateSettings } from '../api/update-settings';

interface Values extends Record<string, unknown> {
  clubName: string;
  shortName: string;
  address: string;
  phone: string;
  email: string;
  clubTimings: string;
  officeTimings: string;
  financialYearStartMonth: number;
}

function SettingsForm({ settings }: { settings: ClubSettings }) {
  const { t, i18n } = useTranslation();
  const save = useUpdateSettings();
  const form = useZodForm<Values>(updateSettingsRequest, {
    initialValues: {
      clubName: settings.clubName,
      shortName: settings.shortName,
      address: settings.address,
      phone: settings.phone,
      email: settings.email,
      clubTimings: settings.clubTimings,
      officeTimings: settings.officeTimings,
      financialYearStartMonth: settings.financialYearStartMonth,
    },
  });
  const monthName = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { month: 'long' });
  const months = Array.from({ length: 12 }, (_, m) => ({
    value: String(m + 1),
    label: monthName.format(new Date(2024, m, 1)),
  }));
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => notifySuccess(t('site.admin.saved')),
          onError: (e) => {
            applyProblemToForm(form, e);
          },
        }),
      )}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('site.admin.settings.clubName')}
            required
            {...form.getInputProps('clubName')}
          />
          <TextInput
            label={t('site.admin.settings.shortName')}
            required
            {...form.getInputProps('shortName')}
          />
        </SimpleGrid>
        <Textarea
          label={t('site.admin.settings.address')}
          required
          autosize
          minRows={2}
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('site.admin.settings.phone')}
            type="tel"
            required
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('site.admin.settings.email')}
            type="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('site.admin.settings.clubTimings')}
            required
            {...form.getInputProps('clubTimings')}
          />
          <TextInput
            label={t('site.admin.settings.officeTimings')}
            required
            {...form.getInputProps('officeTimings')}
          />
        </SimpleGrid>
        <Select
          label={t('site.admin.settings.fyStart')}
          data={months}
          value={String(form.getValues().financialYearStartMonth)}
          onChange={(v) => form.setFieldValue('financialYearStartMonth', Number(v))}
          error={form.errors.financialYearStartMonth}
          allowDeselect={false}
          maw={260}
        />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('site.admin.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** /admin/content/settings: club name, address, phone, email, timings, financial year. */
export default function SettingsAdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('site.admin.settings.title'));
  const { data } = useClubSettings();
  return (
    <Stack gap="md" maw={860}>
      <Title order={1}>{t('site.admin.settings.title')}</Title>
      {data ? <SettingsForm settings={data} /> : <Skeleton h={400} />}
    </Stack>
  );
}
