import { updateMyDetailsRequest, type MyProfile } from '@club/contracts';
import { LANGUAGES, type Language } from '@club/contracts/core';
import { Button, Card, Group, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FORM_STYLE } from '../../../components/form-style';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { LANGUAGE_KEYS } from '../../../lib/text-keys';
import { useUpdateMyDetails } from '../api/my-profile';

type Values = {
  mobile: string;
  email: string;
  language: Language;
  consentEmail: boolean;
  consentSms: boolean;
  expectedUpdatedAt: string;
};

const valuesOf = (p: MyProfile): Values => ({
  mobile: p.mobile ?? '',
  email: p.email ?? '',
  language: p.language,
  consentEmail: p.consentEmail,
  consentSms: p.consentSms,
  expectedUpdatedAt: p.updatedAt,
});

/**
 * The details a member changes alone (mobile, e-mail, mail language, consents), saved at once
 * with the version the page loaded; a refusal puts its reasons on the fields (and the usual
 * toast says why), a version changed meanwhile says to reload.
 */
export function DetailsForm({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const save = useUpdateMyDetails();
  const form = useZodForm<Values>(updateMyDetailsRequest, { initialValues: valuesOf(profile) });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...values, expectedUpdatedAt: profile.updatedAt },
      {
        onSuccess: (p) => {
          form.setValues(valuesOf(p));
          form.resetDirty(valuesOf(p));
          notifySuccess(t('profile:details.saved'));
        },
        onError: (e) => applyProblemToForm(form, e),
      },
    ),
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-details-title">
      <form onSubmit={submit} noValidate style={FORM_STYLE}>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="profile-details-title">
              {t('profile:details.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile:details.intro')}
            </Text>
          </div>
          <TextInput
            label={t('profile:details.mobile')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('mobile')}
          />
          <TextInput
            label={t('profile:details.email')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Select
            label={t('profile:details.language')}
            data={LANGUAGES.map((l) => ({ value: l, label: t(LANGUAGE_KEYS[l]) }))}
            allowDeselect={false}
            {...form.getInputProps('language')}
          />
          <Switch
            label={t('profile:details.consentEmail')}
            {...form.getInputProps('consentEmail', { type: 'checkbox' })}
          />
          <Switch
            label={t('profile:details.consentSms')}
            {...form.getInputProps('consentSms', { type: 'checkbox' })}
          />
          <Group>
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {t('profile:details.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
