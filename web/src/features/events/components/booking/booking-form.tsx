import { eventBookingRequest, type PublicEvent } from '@club/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api';
import { applyProblemToForm, translateMessage, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useClubFormat } from '../../../settings';
import { useBookEvent } from '../../api/book-event';
import { useJoinEventWaitlist } from '../../api/join-waitlist';
import { useMyEventFamily } from '../../api/get-my-bookings';
import { useEventQuote } from '../../api/quote-booking';
import { usePayBooking } from '../../lib/pay-booking';
import { GuestFields } from './booking-guests';
import { QuoteTable, toRequest, type BookingValues } from './booking-quote';

/**
 * The booking form of an event (Other Club Events' "Book"): who comes, dependents from the
 * member's record, guests, buffets, a table, the partner for doubles, comments; the server's
 * price is shown before the member confirms. Errors stand at their fields. Shown in the
 * booking dialog (booking-dialog.tsx), which loads this module when it first opens.
 */
export function BookingFields({ event, onDone }: { event: PublicEvent; onDone: () => void }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const family = useMyEventFamily(event.dependent.allowed);
  const book = useBookEvent();
  const join = useJoinEventWaitlist();
  const pay = usePayBooking();
  const form = useZodForm<BookingValues>(eventBookingRequest, {
    initialValues: {
      eventId: event.id,
      who: event.member.allowed ? 'member' : 'spouse',
      dependentIds: [],
      guests: [],
      buffetVeg: 0,
      buffetNonVeg: 0,
      tableSize: null,
      partner: '',
      comments: '',
      paymentMethod: 'account',
    },
  });
  const [values] = useDebouncedValue(form.values, 400);
  const ready = eventBookingRequest.safeParse(toRequest(values)).success;
  const quote = useEventQuote(ready ? toRequest(values) : null);
  const quoteProblem =
    quote.error && isApiError(quote.error)
      ? (quote.error.problem.errors ?? [])
          .map((e) => translateMessage(e.key ?? e.message, e.params))
          .join(' ') || quote.error.problem.detail
      : null;
  const whoOptions = (
    [
      ['member', event.member.allowed, 'events:book.whoMember'],
      ['spouse', event.spouse.allowed, 'events:book.whoSpouse'],
      ['both', event.member.allowed && event.spouse.allowed, 'events:book.whoBoth'],
    ] as const
  )
    .filter(([, ok]) => ok)
    .map(([value, , key]) => ({ value, label: t(key) }));
  const submit = form.onSubmit((v) =>
    book.mutate(toRequest(v), {
      onSuccess: (b) => {
        if (b.checkout) {
          onDone();
          void pay(b.checkout, b.id);
          return;
        }
        notifySuccess(
          t('events:book.booked', { id: b.id, title: b.eventTitle, total: f.money(b.total) }),
        );
        onDone();
      },
      onError: (e) => applyProblemToForm(form, e),
    }),
  );
  // What the server refused that no field shows (the places over the member's limit: 'heads').
  const bookProblem =
    book.error && isApiError(book.error)
      ? book.error.problem.errors?.length
        ? book.error.problem.errors
            .filter((e) => e.field === 'heads')
            .map((e) => translateMessage(e.key ?? e.message, e.params))
            .join(' ') || null
        : book.error.problem.detail
      : null;
  // Full for this party: the server said so, or its quote leaves fewer places than it needs.
  const full =
    (isApiError(book.error) && book.error.code === 'event_full') ||
    (ready && quote.data !== undefined && quote.data.placesLeft < quote.data.heads);
  const joinProblem = isApiError(join.error)
    ? (join.error.problem.errors ?? [])
        .map((e) => translateMessage(e.key ?? e.message, e.params))
        .join(' ') || join.error.problem.detail
    : null;
  const joinWaitlist = () =>
    join.mutate(toRequest(form.values), {
      onSuccess: (r) => {
        if (r.booking && r.checkout) {
          onDone();
          void pay(r.checkout, r.booking.id);
          return;
        }
        if (r.entry)
          notifySuccess(
            t('events:book.waitlisted', {
              position: r.entry.position,
              title: r.entry.eventTitle,
            }),
          );
        else if (r.booking)
          notifySuccess(
            t('events:book.booked', {
              id: r.booking.id,
              title: r.booking.eventTitle,
              total: f.money(r.booking.total),
            }),
          );
        onDone();
      },
      onError: (e) => applyProblemToForm(form, e),
    });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="booking-limit">
          {t('events:book.limit', { count: event.ticketsPerMember })}
        </Text>
        <Stack gap={4}>
          <Text fw={500} size="sm" id="booking-who">
            {t('events:book.who')}
          </Text>
          <SegmentedControl
            aria-labelledby="booking-who"
            data={whoOptions}
            {...form.getInputProps('who')}
          />
          {form.errors.who && (
            <Text c="red.8" size="sm">
              {form.errors.who}
            </Text>
          )}
        </Stack>
        {event.dependent.allowed && (
          <Checkbox.Group
            label={t('events:book.dependents')}
            value={form.values.dependentIds.map(String)}
            onChange={(v) => form.setFieldValue('dependentIds', v.map(Number))}
            error={form.errors.dependentIds}
          >
            <Stack gap={4} mt={4}>
              {family.isLoading && <Loader size="xs" />}
              {family.data?.dependents.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('events:book.noDependents')}
                </Text>
              )}
              {family.data?.dependents.map((d) => (
                <Checkbox
                  key={d.id}
                  value={String(d.id)}
                  label={
                    d.age === null
                      ? t('events:book.dependentNoAge', { name: d.name, relation: d.relation })
                      : t('events:book.dependentAge', {
                          name: d.name,
                          relation: d.relation,
                          age: d.age,
                        })
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {event.guest.allowed && <GuestFields form={form} />}
        {event.buffet.offered && (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label={t('events:book.buffetVeg')}
              min={0}
              max={100}
              allowDecimal={false}
              {...form.getInputProps('buffetVeg')}
            />
            <NumberInput
              label={t('events:book.buffetNonVeg')}
              min={0}
              max={100}
              allowDecimal={false}
              {...form.getInputProps('buffetNonVeg')}
            />
          </SimpleGrid>
        )}
        {event.tableSizes.length > 0 && (
          <Select
            label={t('events:book.table')}
            placeholder={t('events:book.noTable')}
            clearable
            clearButtonProps={{ 'aria-label': t('events:book.noTable') }}
            data={event.tableSizes.map((s) => ({
              value: String(s),
              label: t('events:book.tableOf', { size: s }),
            }))}
            {...form.getInputProps('tableSize')}
          />
        )}
        {event.tournamentType === 'doubles' && (
          <TextInput label={t('events:book.partner')} required {...form.getInputProps('partner')} />
        )}
        <Textarea
          label={t('events:book.comments')}
          autosize
          minRows={2}
          {...form.getInputProps('comments')}
        />
        <div aria-live="polite">
          {quote.isFetching && !quote.data && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('events:book.quoting')}</Text>
            </Group>
          )}
          {quote.data && ready && <QuoteTable quote={quote.data} />}
          {quoteProblem && ready && (
            <Alert color="red" variant="light" data-testid="quote-problem">
              {quoteProblem}
            </Alert>
          )}
        </div>
        {bookProblem && (
          <Alert color="red" variant="light">
            {bookProblem}
          </Alert>
        )}
        {full && (
          <Alert color="yellow" variant="light" data-testid="event-full">
            <Stack gap="xs">
              <Text size="sm">{t('events:book.full')}</Text>
              {joinProblem && (
                <Text size="sm" c="red.8">
                  {joinProblem}
                </Text>
              )}
              <Group>
                <Button variant="filled" loading={join.isPending} onClick={joinWaitlist}>
                  {t('events:book.joinWaitlist')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Stack gap={4}>
          <Text fw={500} size="sm" id="booking-pay">
            {t('events:book.payWith')}
          </Text>
          <SegmentedControl
            aria-labelledby="booking-pay"
            data={[
              { value: 'account', label: t('events:book.payAccount') },
              { value: 'card', label: t('events:book.payCard') },
            ]}
            {...form.getInputProps('paymentMethod')}
          />
          <Text size="sm" c="dimmed">
            {form.values.paymentMethod === 'card'
              ? t('events:book.byCard')
              : t('events:book.onAccount')}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('events:book.cancel')}
          </Button>
          {/* Enabled while the form is incomplete: sending it shows what is missing at each field. */}
          <Button type="submit" loading={book.isPending} disabled={full}>
            {t('events:book.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
