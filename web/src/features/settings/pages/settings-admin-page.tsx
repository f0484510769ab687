import {
  Button,
  Fieldset,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  MEMBERSHIP_TYPES,
  SETTINGS_TRANSLATED_FIELDS,
  SETTINGS_TRANSLATION_LANGUAGES,
  updateSettingsRequest,
  type CancellationPolicies,
  type ClubSettings,
  type MembershipType,
  type OfficeHours,
  type SettingsTranslations,
} from '@club/contracts';
import { ROLE } from '@club/contracts/core';
import { useTranslation } from 'react-i18next';
import { useAmountText } from '../../../components/money-input';
import { useCurrentUser } from '../../auth';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { keyMap } from '../../../lib/i18n';
import { LANGUAGE_KEYS } from '../../../lib/text-keys';
import { notifySuccess } from '../../../lib/notify';
import { useClubSettings } from '../api/get-settings';
import { useClubFormat } from '../use-club-format';
import { usePageTitle } from '../use-page-title';
import { useUpdateSettings } from '../api/update-settings';
import { CancellationPoliciesFieldset } from './cancellation-policies-fieldset';
import { OfficeHoursFieldset } from './office-hours-fieldset';
import { MINIMUM_SPEND_FIELDS, MinimumSpendFieldset } from './minimum-spend-fieldset';

const FIELD_KEYS = keyMap('settings:admin.', SETTINGS_TRANSLATED_FIELDS);

interface Values extends Record<string, unknown> {
  clubName: string;
  shortName: string;
  address: string;
  phone: string;
  email: string;
  clubTimings: string;
  officeHours: OfficeHours;
  financialYearStartMonth: number;
  translations: SettingsTranslations;
  cancellationPolicies: CancellationPolicies;
  /** As typed, in the reader's format ('' = none). */
  minimumSpend: Record<MembershipType, string>;
}

function SettingsForm({ settings }: { settings: ClubSettings }) {
  const { t } = useTranslation();
  const save = useUpdateSettings();
  const fmt = useClubFormat();
  const amount = useAmountText();
  const isAdmin = useCurrentUser()?.roles.includes(ROLE.admin) ?? false;
  const form = useZodForm<Values>(updateSettingsRequest, {
    amounts: MINIMUM_SPEND_FIELDS,
    initialValues: {
      clubName: settings.clubName,
      shortName: settings.shortName,
      address: settings.address,
      phone: settings.phone,
      email: settings.email,
      clubTimings: settings.clubTimings,
      officeHours: settings.officeHours,
      financialYearStartMonth: settings.financialYearStartMonth,
      translations: settings.translations,
      cancellationPolicies: settings.cancellationPolicies,
      minimumSpend: Object.fromEntries(
        MEMBERSHIP_TYPES.map((type) => {
          const minor = settings.minimumSpend[type];
          return [type, minor > 0 ? amount(minor) : ''];
        }),
      ) as Record<MembershipType, string>,
    },
  });
  const months = Array.from({ length: 12 }, (_, m) => ({
    value: String(m + 1),
    label: fmt.monthName(m + 1),
  }));
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => notifySuccess(t('content:admin.saved')),
          onError: (e) => {
            applyProblemToForm(form, e);
          },
        }),
      )}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('settings:admin.clubName')}
            required
            {...form.getInputProps('clubName')}
          />
          <TextInput
            label={t('settings:admin.shortName')}
            required
            {...form.getInputProps('shortName')}
          />
        </SimpleGrid>
        <Textarea
          label={t('settings:admin.address')}
          required
          autosize
          minRows={2}
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('settings:admin.phone')}
            type="tel"
            required
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('settings:admin.email')}
            type="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('settings:admin.clubTimings')}
            required
            {...form.getInputProps('clubTimings')}
          />
        </SimpleGrid>
        <OfficeHoursFieldset form={form} />
        <Fieldset legend={t('settings:admin.otherLanguages')}>
          <Text size="sm" c="dimmed" mb="xs">
            {t('settings:admin.sameAsEnglish')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SETTINGS_TRANSLATION_LANGUAGES.flatMap((language) =>
              SETTINGS_TRANSLATED_FIELDS.map((field) => (
                <TextInput
                  key={`${language}.${field}`}
                  lang={language}
                  label={t('settings:admin.textIn', {
                    text: t(FIELD_KEYS[field]),
                    language: t(LANGUAGE_KEYS[language]),
                  })}
                  placeholder={form.getValues()[field]}
                  {...form.getInputProps(`translations.${language}.${field}`)}
                />
              )),
            )}
          </SimpleGrid>
        </Fieldset>
        <Select
          label={t('settings:admin.fyStart')}
          data={months}
          value={String(form.getValues().financialYearStartMonth)}
          onChange={(v) => form.setFieldValue('financialYearStartMonth', Number(v))}
          error={form.errors.financialYearStartMonth}
          allowDeselect={false}
          maw={260}
        />
        <CancellationPoliciesFieldset form={form} />
        <MinimumSpendFieldset form={form} currency={settings.currency} canChange={isAdmin} />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('content:admin.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /admin/content/settings: club name, address, phone, email, timings, the office hours,
 * financial year, the cancellation policies, the monthly food-and-beverage minimums.
 */
export default function SettingsAdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('settings:admin.title'));
  const { data } = useClubSettings();
  return (
    <Stack gap="md" maw={860}>
      <Title order={1}>{t('settings:admin.title')}</Title>
      {data ? <SettingsForm settings={data} /> : <Skeleton h={400} />}
    </Stack>
  );
}
