import {
  ATTENDEE_KINDS,
  EVENT_TABLE_SIZES,
  TOURNAMENT_TYPES,
  type ClubEvent,
} from '@club/contracts';
import {
  Button,
  Checkbox,
  Chip,
  Divider,
  Fieldset,
  Group,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogFormModal, type CatalogDialog } from '../../../../components/admin-form-dialog';
import { AdminForm, DescriptionField, NameField } from '../../../../components/admin-form-parts';
import { DatePickerInput } from '../../../../components/date-picker-input';
import { MoneyInput, useAmountLocale, useAmountText } from '../../../../components/money-input';
import { TranslationFields } from '../../../../components/translation-fields';
import { isApiError } from '../../../../lib/api';
import { translateMessage, useZodForm } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useClubFormat } from '../../../settings';
import { usePublicCategories } from '../../api/get-public-events';
import { useCreateEvent, useUpdateEvent } from '../../api/save-event';
import { KIND_KEYS, TOURNAMENT_KEYS } from '../labels';
import { EventFiles } from './event-files';
import { EventHighlightsForm } from './event-highlights';
import {
  eventFormSchema,
  eventFormValues,
  eventRequestOf,
  formFieldOf,
  PRICE_FIELDS,
  type EventFormValues,
} from './event-form-values';
import { EventStatusPanel } from './event-status';

const PRICE_OF = {
  member: 'memberPrice',
  spouse: 'spousePrice',
  dependent: 'dependentPrice',
  guest: 'guestPrice',
} as const;
const ALLOWED_OF = {
  member: 'memberAllowed',
  spouse: 'spouseAllowed',
  dependent: 'dependentAllowed',
  guest: 'guestAllowed',
} as const;

/** The details form: every field of an event; a stale version is told by a toast. */
function EventDetailsForm({
  event,
  onSaved,
}: {
  event: ClubEvent | null;
  onSaved: (e: ClubEvent) => void;
}) {
  const { t } = useTranslation();
  const { currency } = useClubFormat();
  const locale = useAmountLocale();
  const amountText = useAmountText();
  const { data: tree } = usePublicCategories();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const form = useZodForm<EventFormValues>(eventFormSchema, {
    initialValues: eventFormValues(event, locale),
    amounts: PRICE_FIELDS,
  });

  const categories = (tree?.items ?? []).map((r) => ({
    group: r.name,
    items: [r, ...r.children].map((c) => ({ value: String(c.id), label: c.name })),
  }));
  if (event && !categories.some((g) => g.items.some((i) => i.value === String(event.categoryId)))) {
    categories.push({
      group: event.group,
      items: [{ value: String(event.categoryId), label: event.category }],
    });
  }

  const submit = (v: EventFormValues) => {
    const body = eventRequestOf(v);
    const onError = (e: Error) => {
      if (isApiError(e) && e.problem.errors?.length) {
        for (const x of e.problem.errors) {
          const key = x.key ?? x.message;
          form.setFieldError(
            formFieldOf(x.field),
            translateMessage(key.startsWith('validation.') ? key : x.message),
          );
        }
      } else notifyError(e);
    };
    const onSuccess = (saved: ClubEvent) => {
      notifySuccess(t('events:admin.saved', { title: saved.title }));
      onSaved(saved);
    };
    if (event) {
      update.mutate(
        { id: event.id, body: { ...body, version: event.version } },
        { onSuccess, onError },
      );
    } else create.mutate(body, { onSuccess, onError });
  };

  const dateTime = (
    date: keyof EventFormValues & string,
    time: keyof EventFormValues & string,
    dateLabel: string,
    timeLabel: string,
  ) => (
    <Group grow align="flex-start" wrap="nowrap">
      <DatePickerInput label={dateLabel} required {...form.getInputProps(date)} />
      <TimeInput label={timeLabel} required maw={130} {...form.getInputProps(time)} />
    </Group>
  );

  return (
    <AdminForm onSubmit={form.onSubmit(submit)}>
      <NameField form={form} label={t('events:admin.fields.title')} field="title" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('events:admin.fields.category')}
          required
          data={categories}
          allowDeselect={false}
          {...form.getInputProps('categoryId')}
        />
        <TextInput
          label={t('events:admin.fields.venue')}
          required
          {...form.getInputProps('venue')}
        />
      </SimpleGrid>
      <DescriptionField form={form} label={t('events:admin.fields.description')} maxRows={6} />
      <TranslationFields
        form={form}
        fields={[
          { name: 'title', label: t('events:admin.fields.title') },
          { name: 'venue', label: t('events:admin.fields.venue') },
          { name: 'description', label: t('events:admin.fields.description'), multiline: true },
        ]}
        english={{
          title: form.values.title,
          venue: form.values.venue,
          description: form.values.description,
        }}
      />
      <Fieldset legend={t('events:admin.sections.when')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {dateTime(
            'startsDate',
            'startsTime',
            t('events:admin.fields.startsDate'),
            t('events:admin.fields.startsTime'),
          )}
          {dateTime(
            'endsDate',
            'endsTime',
            t('events:admin.fields.endsDate'),
            t('events:admin.fields.endsTime'),
          )}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('events:admin.sections.booking')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {dateTime(
              'opensDate',
              'opensTime',
              t('events:admin.fields.opensDate'),
              t('events:admin.fields.opensTime'),
            )}
            {dateTime(
              'closesDate',
              'closesTime',
              t('events:admin.fields.closesDate'),
              t('events:admin.fields.closesTime'),
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={t('events:admin.fields.capacity')}
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('capacity')}
            />
            <NumberInput
              label={t('events:admin.fields.ticketsPerMember')}
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('ticketsPerMember')}
            />
            <NumberInput
              label={t('events:admin.fields.waitlistOfferHours')}
              description={t('events:admin.offerHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('waitlistOfferHours')}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend={t('events:admin.sections.who')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {ATTENDEE_KINDS.map((k) => (
            <Stack gap={4} key={k}>
              <Checkbox
                label={t('events:admin.fields.allowed', { kind: t(KIND_KEYS[k]) })}
                {...form.getInputProps(ALLOWED_OF[k], { type: 'checkbox' })}
              />
              <MoneyInput
                label={t('events:admin.fields.price', { kind: t(KIND_KEYS[k]) })}
                description={t('events:admin.priceHint', { example: amountText(1500_00) })}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                currency={currency}
                disabled={!form.values[ALLOWED_OF[k]]}
                {...form.getInputProps(PRICE_OF[k])}
              />
            </Stack>
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('events:admin.sections.extras')}>
        <Stack gap="sm">
          <Switch
            label={t('events:admin.fields.buffetOffered')}
            {...form.getInputProps('buffetOffered', { type: 'checkbox' })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MoneyInput
              label={t('events:admin.fields.buffetVeg')}
              currency={currency}
              disabled={!form.values.buffetOffered}
              {...form.getInputProps('buffetVegPrice')}
            />
            <MoneyInput
              label={t('events:admin.fields.buffetNonVeg')}
              currency={currency}
              disabled={!form.values.buffetOffered}
              {...form.getInputProps('buffetNonVegPrice')}
            />
          </SimpleGrid>
          <Input.Wrapper label={t('events:admin.fields.tableSizes')} error={form.errors.tableSizes}>
            <Chip.Group multiple {...form.getInputProps('tableSizes')}>
              <Group gap="xs" mt={4}>
                {EVENT_TABLE_SIZES.map((n) => (
                  <Chip key={n} value={String(n)} size="sm">
                    {n}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
          <Select
            label={t('events:admin.fields.tournamentType')}
            data={TOURNAMENT_TYPES.map((x) => ({ value: x, label: t(TOURNAMENT_KEYS[x]) }))}
            allowDeselect={false}
            {...form.getInputProps('tournamentType')}
          />
        </Stack>
      </Fieldset>
      <Group justify="flex-end">
        <Button type="submit" loading={create.isPending || update.isPending}>
          {t('events:admin.save')}
        </Button>
      </Group>
    </AdminForm>
  );
}

/**
 * Adds (event null) or edits an event, in a dialog with tabs: details, image and invitation,
 * status, highlights. A new event, once saved, stays open as the saved one for the others.
 */
export function EventFormModal({
  event,
  ...dialog
}: CatalogDialog & {
  event: ClubEvent | null;
}) {
  const { t } = useTranslation();
  // The event as last answered by the server (every change moves its version on).
  const [current, setCurrent] = useState<ClubEvent | null>(event);
  const [key, setKey] = useState(0);
  const [seen, setSeen] = useState<ClubEvent | null>(event);
  if (seen !== event) {
    setSeen(event);
    setCurrent(event);
    setKey((k) => k + 1);
  }
  const onSaved = (e: ClubEvent) => {
    setCurrent(e);
    setKey((k) => k + 1);
  };
  return (
    <CatalogFormModal
      {...dialog}
      record={current}
      size="xl"
      title={
        current ? t('events:admin.editTitle', { title: current.title }) : t('events:admin.addTitle')
      }
      closeLabel={t('events:admin.close')}
    >
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="details">{t('events:admin.tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="files" disabled={!current}>
            {t('events:admin.tabs.files')}
          </Tabs.Tab>
          <Tabs.Tab value="status" disabled={!current}>
            {t('events:admin.tabs.status')}
          </Tabs.Tab>
          <Tabs.Tab value="highlights" disabled={!current}>
            {t('events:admin.tabs.highlights')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          <EventDetailsForm key={key} event={current} onSaved={onSaved} />
          {!current && (
            <>
              <Divider my="sm" />
              <Text size="sm" c="dimmed">
                {t('events:admin.afterSave')}
              </Text>
            </>
          )}
        </Tabs.Panel>
        {current && (
          <>
            <Tabs.Panel value="files">
              <EventFiles event={current} onChange={onSaved} />
            </Tabs.Panel>
            <Tabs.Panel value="status">
              <EventStatusPanel event={current} onChange={onSaved} />
            </Tabs.Panel>
            <Tabs.Panel value="highlights">
              <EventHighlightsForm key={key} event={current} onChange={onSaved} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </CatalogFormModal>
  );
}
