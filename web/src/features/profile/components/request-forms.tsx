import {
  profileChangeRequest,
  type FamilyRelation,
  type MyProfile,
  type ProfileChangeRequest,
} from '@club/contracts';
import { FAMILY_RELATIONS } from '@club/contracts/core';
import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '../../../components/date-picker-input';
import { FORM_STYLE } from '../../../components/form-style';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useRequestChange } from '../api/my-profile';
import { RELATION_KEYS } from './labels';

/** Which request form is open. */
export type AskKind = 'address' | 'name' | 'add_dependent';

type Values = {
  kind: AskKind;
  address: string;
  title: string;
  firstName: string;
  lastName: string;
  name: string;
  relation: FamilyRelation | '';
  dateOfBirth: string;
};

/**
 * The member's request to the office (the address, the name, a new dependent): sent, it waits
 * for the office's approval and shows among the member's requests; a refusal puts its reasons
 * on the fields.
 */
export function RequestForm({
  kind,
  profile,
  onDone,
}: {
  kind: AskKind;
  profile: MyProfile;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const ask = useRequestChange();
  const hasSpouse = profile.family.some((f) => f.relation === 'Spouse');
  const form = useZodForm<Values>(profileChangeRequest, {
    initialValues: {
      kind,
      address: profile.address,
      title: profile.title,
      firstName: profile.firstName,
      lastName: profile.lastName,
      name: '',
      relation: '',
      dateOfBirth: '',
    },
  });

  const submit = form.onSubmit((v) => {
    const body: ProfileChangeRequest =
      kind === 'address'
        ? { kind, address: v.address }
        : kind === 'name'
          ? { kind, title: v.title, firstName: v.firstName, lastName: v.lastName }
          : {
              kind,
              name: v.name,
              relation: v.relation as FamilyRelation,
              dateOfBirth: v.dateOfBirth || null,
            };
    ask.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('profile:ask.sent'));
        onDone();
      },
      onError: (e) => applyProblemToForm(form, e),
    });
  });

  return (
    <form onSubmit={submit} noValidate style={FORM_STYLE}>
      <Stack gap="sm">
        {kind === 'address' && (
          <Textarea
            label={t('profile:ask.address')}
            required
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps('address')}
          />
        )}
        {kind === 'name' && (
          <>
            <TextInput label={t('profile:ask.title')} {...form.getInputProps('title')} />
            <TextInput
              label={t('profile:ask.firstName')}
              required
              data-autofocus
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('profile:ask.lastName')}
              required
              {...form.getInputProps('lastName')}
            />
          </>
        )}
        {kind === 'add_dependent' && (
          <>
            <TextInput
              label={t('profile:ask.name')}
              required
              data-autofocus
              {...form.getInputProps('name')}
            />
            <Select
              label={t('profile:ask.relation')}
              placeholder={t('profile:ask.chooseRelation')}
              required
              data={FAMILY_RELATIONS.filter((r) => !(hasSpouse && r === 'Spouse')).map((r) => ({
                value: r,
                label: t(RELATION_KEYS[r]),
              }))}
              {...form.getInputProps('relation')}
              onChange={(v) => form.setFieldValue('relation', (v ?? '') as FamilyRelation | '')}
            />
            <DatePickerInput
              label={t('profile:ask.dateOfBirth')}
              placeholder={t('profile:ask.pickDay')}
              leftSection={<IconCalendar size={16} aria-hidden />}
              clearable
              maxDate={new Date()}
              defaultLevel="decade"
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              value={form.getValues().dateOfBirth || null}
              onChange={(d: string | null) =>
                form.setFieldValue('dateOfBirth', d ? d.slice(0, 10) : '')
              }
              error={form.errors.dateOfBirth}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('profile:ask.cancel')}
          </Button>
          <Button type="submit" loading={ask.isPending}>
            {t('profile:ask.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
