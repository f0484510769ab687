import {
  DEPENDENT_RELATIONS,
  GENDERS,
  LANGUAGES,
  MEMBER_STATUSES,
  MEMBERSHIP_TYPES,
  SPORTS,
} from '@club/contracts';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCheck, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput, useAmountText } from '../../../components/money-input';
import { useClubFormat } from '../../settings';
import { useAvailability, type Availability } from '../api/get-availability';
import type { MemberFormValues } from './member-form-values';
import { keyMap, type TKey } from '../../../lib/i18n';
import { LANGUAGE_KEYS } from '../../../lib/text-keys';
import { FORM_STYLE } from '../../../components/form-style';

function AvailabilityMark({ state, label }: { state: Availability; label: string }) {
  if (state === 'idle') return null;
  return (
    <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
      {state === 'checking' && <Loader size="xs" aria-hidden />}
      {state === 'available' && (
        <IconCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
      )}
      {state === 'taken' && <IconX size={18} color="var(--mantine-color-red-8)" aria-hidden />}
    </span>
  );
}

interface Props {
  form: UseFormReturnType<MemberFormValues>;
  mode: 'add' | 'edit';
  memberId?: number;
  initial?: { code: string; email: string };
  submitting: boolean;
  onSubmit: (values: MemberFormValues) => void;
  /** Extra fields (the photo on the add screen). */
  extra?: ReactNode;
}

/** Every field of a member (DOMAIN.md): add and edit share it. */
const GENDER_KEYS = keyMap('members:gender.', GENDERS);
const TYPE_KEYS = keyMap('members:type.', MEMBERSHIP_TYPES);
const STATUS_KEYS = keyMap('memberStatus.', MEMBER_STATUSES);
const RELATION_KEYS = keyMap('members:relation.', DEPENDENT_RELATIONS);
const SPORT_KEYS = keyMap('members:sports.', SPORTS);
const AVAILABILITY_KEYS = keyMap('members:form.availability.', ['checking', 'available', 'taken']);
const FIELD_KEYS = keyMap('members:fields.', ['code', 'email']);

export function MemberForm({ form, mode, memberId, initial, submitting, onSubmit, extra }: Props) {
  const { t } = useTranslation();
  const { currency } = useClubFormat();
  const amountText = useAmountText();
  const v = form.getValues();
  const idOpts = { ...(memberId ? { excludeId: memberId } : {}) };
  const codeState = useAvailability('code', v.code, { ...idOpts, initial: initial?.code });
  const emailState = useAvailability('email', v.email, { ...idOpts, initial: initial?.email });
  const label = (state: Availability, what: 'code' | 'email') =>
    state === 'idle' ? '' : t(AVAILABILITY_KEYS[state], { what: t(FIELD_KEYS[what]) });

  const options = <V extends string, K extends TKey>(
    values: readonly V[],
    keys: { readonly [X in V]: K },
  ) => values.map((value) => ({ value, label: t(keys[value]) }));

  const submit = form.onSubmit((values) => {
    if (codeState === 'taken' || emailState === 'taken') return;
    onSubmit(values);
  });

  return (
    // Error texts in red 8: the theme's default red fails WCAG AA contrast on white.
    <form noValidate onSubmit={submit} style={FORM_STYLE}>
      <Stack gap="lg">
        <Fieldset legend={t('members:form.personal')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('members:fields.code')}
              description={t('members:form.codeHint')}
              required
              autoComplete="off"
              rightSection={<AvailabilityMark state={codeState} label={label(codeState, 'code')} />}
              {...form.getInputProps('code')}
              error={
                form.errors.code ??
                (codeState === 'taken' ? t('members:form.codeTaken') : undefined)
              }
            />
            <TextInput
              label={t('members:fields.title')}
              autoComplete="off"
              {...form.getInputProps('title')}
            />
            <TextInput
              label={t('members:fields.firstName')}
              required
              autoComplete="off"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('members:fields.lastName')}
              required
              autoComplete="off"
              {...form.getInputProps('lastName')}
            />
            <Select
              label={t('members:fields.gender')}
              data={options(GENDERS, GENDER_KEYS)}
              allowDeselect={false}
              {...form.getInputProps('gender')}
            />
            <TextInput
              type="date"
              label={t('members:fields.dateOfBirth')}
              {...form.getInputProps('dateOfBirth')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('members:form.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="email"
              label={t('members:fields.email')}
              description={t('members:form.emailHint')}
              autoComplete="off"
              rightSection={
                <AvailabilityMark state={emailState} label={label(emailState, 'email')} />
              }
              {...form.getInputProps('email')}
              error={
                form.errors.email ??
                (emailState === 'taken' ? t('members:form.emailTaken') : undefined)
              }
            />
            <TextInput
              type="tel"
              label={t('members:fields.mobile')}
              autoComplete="off"
              {...form.getInputProps('mobile')}
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label={t('members:fields.address')}
            autosize
            minRows={2}
            {...form.getInputProps('address')}
          />
        </Fieldset>

        <Fieldset legend={t('members:form.membership')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('members:fields.membershipType')}
              data={options(MEMBERSHIP_TYPES, TYPE_KEYS)}
              allowDeselect={false}
              required
              {...form.getInputProps('membershipType')}
            />
            {mode === 'add' && (
              <Select
                label={t('members:fields.status')}
                data={options(MEMBER_STATUSES, STATUS_KEYS)}
                allowDeselect={false}
                {...form.getInputProps('status')}
              />
            )}
            <TextInput
              type="date"
              label={t('members:fields.joinedOn')}
              required
              {...form.getInputProps('joinedOn')}
            />
            <MoneyInput
              label={t('members:fields.creditLimit')}
              description={t('members:form.creditLimitHint', { example: amountText(25_000_00) })}
              currency={currency}
              required
              {...form.getInputProps('creditLimit')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('members:form.family')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('members:fields.spouseName')}
              autoComplete="off"
              {...form.getInputProps('spouseName')}
            />
            <TextInput
              type="date"
              label={t('members:fields.spouseDateOfBirth')}
              {...form.getInputProps('spouseDateOfBirth')}
            />
          </SimpleGrid>
          <Text fw={500} size="sm" mt="md" mb={4}>
            {t('members:fields.dependents')}
          </Text>
          <Stack gap="xs">
            {v.dependents.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('members:form.noDependents')}
              </Text>
            )}
            {v.dependents.map((_, i) => (
              <Group key={form.key(`dependents.${i}`)} align="flex-end" wrap="wrap" gap="xs">
                <TextInput
                  style={{ flex: '2 1 180px' }}
                  label={t('members:form.dependentName', { n: i + 1 })}
                  required
                  autoComplete="off"
                  {...form.getInputProps(`dependents.${i}.name`)}
                />
                <Select
                  style={{ flex: '1 1 130px' }}
                  label={t('members:form.dependentRelation', { n: i + 1 })}
                  placeholder={t('members:form.chooseRelation')}
                  data={options(DEPENDENT_RELATIONS, RELATION_KEYS)}
                  allowDeselect={false}
                  required
                  {...form.getInputProps(`dependents.${i}.relation`)}
                />
                <TextInput
                  style={{ flex: '1 1 150px' }}
                  type="date"
                  label={t('members:form.dependentDateOfBirth', { n: i + 1 })}
                  {...form.getInputProps(`dependents.${i}.dateOfBirth`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={4}
                  aria-label={t('members:form.removeDependent', { n: i + 1 })}
                  onClick={() => form.removeListItem('dependents', i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            {typeof form.errors.dependents === 'string' && (
              <Text size="sm" c="red">
                {form.errors.dependents}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() =>
                  // No relation is assumed: the admin chooses one.
                  form.insertListItem('dependents', { name: '', relation: '', dateOfBirth: '' })
                }
                disabled={v.dependents.length >= 10}
              >
                {t('members:form.addDependent')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('members:form.preferences')}>
          <Checkbox.Group
            label={t('members:fields.sportsInterests')}
            {...form.getInputProps('sportsInterests')}
          >
            <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
              {SPORTS.map((s) => (
                <Checkbox key={s} value={s} label={t(SPORT_KEYS[s])} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
            <Select
              label={t('members:fields.language')}
              data={LANGUAGES.map((l) => ({ value: l, label: t(LANGUAGE_KEYS[l]) }))}
              allowDeselect={false}
              {...form.getInputProps('language')}
            />
            <Stack gap="xs" justify="flex-end">
              <Checkbox
                label={t('members:fields.consentEmail')}
                {...form.getInputProps('consentEmail', { type: 'checkbox' })}
              />
              <Checkbox
                label={t('members:fields.consentSms')}
                {...form.getInputProps('consentSms', { type: 'checkbox' })}
              />
            </Stack>
          </SimpleGrid>
        </Fieldset>

        {extra}

        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {mode === 'add' ? t('members:form.create') : t('members:form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
