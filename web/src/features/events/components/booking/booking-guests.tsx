import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { useZodForm } from '../../../../lib/form';
import type { BookingValues } from './booking-quote';

/** The guests a member brings: a name, age and phone each; add one, remove one. */
export function GuestFields({ form }: { form: ReturnType<typeof useZodForm<BookingValues>> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={3} size="h6">
        {t('events:book.guests')}
      </Title>
      {form.errors.guests && (
        <Text c="red.8" size="sm">
          {form.errors.guests}
        </Text>
      )}
      {form.values.guests.map((_, i) => (
        <Group key={i} align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={`${t('events:book.guest', { n: i + 1 })}: ${t('events:book.guestName')}`}
            required
            style={{ flex: '2 1 10rem' }}
            {...form.getInputProps(`guests.${i}.name`)}
          />
          <NumberInput
            label={t('events:book.guestAge')}
            required
            min={0}
            max={100}
            clampBehavior="none"
            allowDecimal={false}
            style={{ flex: '0 1 5rem' }}
            {...form.getInputProps(`guests.${i}.age`)}
          />
          <TextInput
            label={t('events:book.guestPhone')}
            required
            type="tel"
            style={{ flex: '1 1 9rem' }}
            {...form.getInputProps(`guests.${i}.phone`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('events:book.removeGuest', { n: i + 1 })}
            onClick={() => form.removeListItem('guests', i)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('guests', { name: '', age: '', phone: '' })}
        >
          {t('events:book.addGuest')}
        </Button>
      </Group>
    </Stack>
  );
}
