import { Fieldset, Group, Stack, Switch, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { WEEKDAYS, type OfficeHours } from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { keyMap } from '../../../lib/i18n';

const DAY_KEYS = keyMap('settings:officeHours.day.', WEEKDAYS);

/** A day the office opens again: the hours most days have. */
const NEW_DAY = { open: '09:30', close: '18:00' };

/** What the fieldset uses of the settings form (its values hold the office hours). */
interface OfficeHoursForm {
  getValues(): { officeHours: OfficeHours };
  errors: Record<string, ReactNode>;
  getInputProps(path: string): GetInputPropsReturnType;
  setFieldValue(path: string, value: unknown): void;
}

/**
 * The office's opening hours on the general settings, a row a weekday (Monday first): open or
 * closed, and when open, the opening and closing times (24 h, the club's time zone). The
 * feedback's response targets count only these hours. A day's problems show beside its fields;
 * "no day open" shows under Monday's switch.
 */
export function OfficeHoursFieldset({ form }: { form: OfficeHoursForm }) {
  const { t } = useTranslation();
  const hours = form.getValues().officeHours;
  return (
    <Fieldset legend={t('settings:officeHours.title')}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('settings:officeHours.hint')}
      </Text>
      <Stack gap="sm">
        {WEEKDAYS.map((d) => {
          const day = t(DAY_KEYS[d]);
          const open = hours[d] !== null;
          const dayError = form.errors[`officeHours.${d}`];
          return (
            <Group key={d} align="flex-start" gap="sm" role="group" aria-label={day}>
              <Stack gap={2} w={150}>
                <Switch
                  mt={open ? 30 : 6}
                  label={day}
                  aria-label={t('settings:officeHours.open', { day })}
                  checked={open}
                  onChange={(e) =>
                    form.setFieldValue(
                      `officeHours.${d}`,
                      e.currentTarget.checked ? { ...NEW_DAY } : null,
                    )
                  }
                />
                {dayError ? (
                  <Text size="sm" c="red" role="alert">
                    {dayError}
                  </Text>
                ) : null}
              </Stack>
              {open ? (
                <>
                  <TimeInput
                    label={t('settings:officeHours.opens')}
                    aria-label={t('settings:officeHours.opensOn', { day })}
                    w={130}
                    {...form.getInputProps(`officeHours.${d}.open`)}
                  />
                  <TimeInput
                    label={t('settings:officeHours.closes')}
                    aria-label={t('settings:officeHours.closesOn', { day })}
                    w={130}
                    {...form.getInputProps(`officeHours.${d}.close`)}
                  />
                </>
              ) : (
                <Text size="sm" c="dimmed" mt={6}>
                  {t('settings:officeHours.closed')}
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
