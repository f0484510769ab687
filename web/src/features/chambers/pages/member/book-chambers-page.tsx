import {
  CHAMBER_MAX_ROOMS,
  chamberBookingFields,
  chamberQuoteRequest,
  type ChamberBookingFields,
  type ChamberGuestType,
  type RoomType,
} from '@club/contracts';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendar, IconUpload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DatePickerInput } from '../../../../components/date-picker-input';
import { isApiError } from '../../../../lib/api';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useAffiliatedClubs } from '../../../content';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useAvailability } from '../../api/get-availability';
import { useQuote } from '../../api/quote-booking';
import { useRequestBooking } from '../../api/request-booking';
import { FORM_STYLE } from '../../../../components/form-style';
import { ROOM_TYPE_KEYS } from '../../components/admin/labels';
import { AvailabilityCalendar } from '../../components/booking/availability-calendar';
import { BookingMonthNav } from '../../../../components/booking-month-nav';
import { PATHS } from '../../../../app/paths';

interface BookingValues extends Record<string, unknown> {
  roomType: RoomType;
  checkIn: string;
  checkOut: string;
  rooms: number;
  occupants: number;
  ownStay: boolean;
  guestName: string;
  nationality: string;
  guestType: ChamberGuestType;
  affiliatedClubId: string;
}

/** The day after a calendar date ('YYYY-MM-DD'; no time zone involved). */
const nextDay = (d: string) => dayjs(d).add(1, 'day').format('YYYY-MM-DD');

/**
 * /member/chamber/booking ("Book Chambers"): the nights of a month per room type (available,
 * few left, full), and the request: the stay, the guest, the ID proof, with the price shown
 * before it is sent.
 */
export default function BookChambersPage() {
  const { t } = useTranslation();
  usePageTitle(t('chambers:book.title'));
  const fmt = useClubFormat();
  const navigate = useNavigate();
  const today = fmt.today();
  const thisMonth = today.slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const availability = useAvailability(month);
  const types = availability.data?.types ?? [];
  const form = useZodForm<BookingValues>(chamberBookingFields, {
    initialValues: {
      roomType: 'single',
      checkIn: '',
      checkOut: '',
      rooms: 1,
      occupants: 1,
      ownStay: true,
      guestName: '',
      nationality: '',
      guestType: 'member',
      affiliatedClubId: '',
    },
  });
  const values = form.getValues();
  const [idProof, setIdProof] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const request = useRequestBooking();
  const clubs = useAffiliatedClubs();
  const shownType: RoomType =
    types.some((x) => x.type === values.roomType) || types.length === 0
      ? values.roomType
      : types[0]!.type;

  const stay = chamberQuoteRequest.safeParse({
    roomType: values.roomType,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    rooms: values.rooms,
    guestType: values.guestType,
  });
  const quote = useQuote(stay.success ? stay.data : null);

  // The calendar's first pick is the check-in night, the second (a later day) the check-out
  // day; a third pick, or a day not after the check-in, starts a new stay.
  const pick = (date: string) => {
    if (!values.checkIn || values.checkOut || date <= values.checkIn) {
      form.setFieldValue('checkIn', date);
      form.setFieldValue('checkOut', '');
    } else {
      form.setFieldValue('checkOut', date);
    }
  };
  const date = (field: 'checkIn' | 'checkOut') => ({
    value: (values[field] as string) || null,
    onChange: (v: string | null) => form.setFieldValue(field, v ? v.slice(0, 10) : ''),
    error: form.errors[field],
  });

  const submit = (v: BookingValues) => {
    if (!v.ownStay && !idProof) {
      setFileError(t('chambers:book.idProofRequired'));
      return;
    }
    // A member's own stay sends no guest's details and no ID proof.
    const fields: ChamberBookingFields = v.ownStay
      ? { ...v, guestName: '', nationality: '', affiliatedClubId: '' }
      : { ...v, affiliatedClubId: v.guestType === 'affiliate' ? v.affiliatedClubId : '' };
    request.mutate(
      { fields, idProof: v.ownStay ? null : idProof },
      {
        onSuccess: (b) => {
          notifySuccess(t('chambers:book.sent', { id: b.id }));
          void navigate(PATHS.chambersMyBookings);
        },
        onError: (e) => {
          if (isApiError(e) && e.problem.errors?.some((x) => x.field === 'idProof')) {
            setFileError(e.problem.errors.find((x) => x.field === 'idProof')!.message);
          }
          applyProblemToForm(form, e);
        },
      },
    );
  };

  const requestError =
    request.error && isApiError(request.error) && !request.error.problem.errors?.length
      ? request.error.problem.detail
      : null;

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('chambers:book.title')}</Title>
        <Text c="dimmed">{t('chambers:book.intro')}</Text>
      </div>

      <Card withBorder padding="md">
        <Stack gap="sm">
          <BookingMonthNav
            month={month}
            thisMonth={thisMonth}
            onChange={setMonth}
            prevLabel={t('chambers:book.prevMonth')}
            nextLabel={t('chambers:book.nextMonth')}
          />
          {types.length > 1 && (
            <SegmentedControl
              aria-label={t('chambers:book.roomType')}
              data={types.map((x) => ({ value: x.type, label: t(ROOM_TYPE_KEYS[x.type]) }))}
              value={shownType}
              onChange={(v) => form.setFieldValue('roomType', v as RoomType)}
            />
          )}
          {availability.isLoading && <Loader size="sm" aria-label={t('chambers:book.loading')} />}
          {availability.data && types.length === 0 && (
            <Text c="dimmed">{t('chambers:book.noRooms')}</Text>
          )}
          {availability.data && types.length > 0 && (
            <>
              <Text size="sm" c="dimmed">
                {t('chambers:book.pickHint')}
              </Text>
              <AvailabilityCalendar
                data={availability.data}
                type={shownType}
                onPick={pick}
                checkIn={values.checkIn}
                checkOut={values.checkOut}
              />
            </>
          )}
        </Stack>
      </Card>

      <Card withBorder padding="md">
        <form noValidate style={FORM_STYLE} onSubmit={form.onSubmit(submit)}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('chambers:book.formTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('chambers:book.roomType')}
                required
                allowDeselect={false}
                data={types.map((x) => ({
                  value: x.type,
                  label: `${t(ROOM_TYPE_KEYS[x.type])} (${t('chambers:book.sleeps', { count: x.capacity })})`,
                }))}
                {...form.getInputProps('roomType')}
              />
              <Select
                label={t('chambers:book.guestType')}
                required
                allowDeselect={false}
                data={[
                  { value: 'self', label: t('chambers:book.self') },
                  { value: 'member', label: t('chambers:book.memberGuest') },
                  { value: 'affiliate', label: t('chambers:book.affiliate') },
                ]}
                {...form.getInputProps('guestType')}
                value={values.ownStay ? 'self' : values.guestType}
                onChange={(v) => {
                  form.setFieldValue('ownStay', v === 'self');
                  form.setFieldValue('guestType', v === 'affiliate' ? 'affiliate' : 'member');
                }}
              />
              <DatePickerInput
                label={t('chambers:booking.checkIn')}
                placeholder={t('chambers:book.pick')}
                leftSection={<IconCalendar size={16} aria-hidden />}
                required
                minDate={today}
                styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
                {...date('checkIn')}
              />
              <DatePickerInput
                label={t('chambers:booking.checkOut')}
                placeholder={t('chambers:book.pick')}
                leftSection={<IconCalendar size={16} aria-hidden />}
                required
                minDate={values.checkIn ? nextDay(values.checkIn) : today}
                styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
                {...date('checkOut')}
              />
              <NumberInput
                label={t('chambers:book.rooms')}
                required
                min={1}
                max={CHAMBER_MAX_ROOMS}
                allowDecimal={false}
                {...form.getInputProps('rooms')}
              />
              <NumberInput
                label={t('chambers:booking.occupants')}
                required
                min={1}
                max={30}
                allowDecimal={false}
                {...form.getInputProps('occupants')}
              />
              {!values.ownStay && (
                <TextInput
                  label={t('chambers:book.guestName')}
                  required
                  autoComplete="name"
                  {...form.getInputProps('guestName')}
                />
              )}
              {!values.ownStay && (
                <TextInput
                  label={t('chambers:book.nationality')}
                  required
                  {...form.getInputProps('nationality')}
                />
              )}
              {values.guestType === 'affiliate' && (
                <Select
                  label={t('chambers:book.affiliatedClub')}
                  description={t('chambers:book.affiliatedClubHint')}
                  placeholder={t('chambers:book.affiliatedClubPick')}
                  required
                  searchable
                  data={(clubs.data ?? []).map((c) => ({
                    value: String(c.id),
                    label: `${c.name} (${c.city})`,
                  }))}
                  {...form.getInputProps('affiliatedClubId')}
                  onChange={(v) => form.setFieldValue('affiliatedClubId', v ?? '')}
                />
              )}
              {values.ownStay ? (
                <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
                  {t('chambers:book.ownStayHint')}
                </Text>
              ) : (
                <FileInput
                  label={t('chambers:book.idProof')}
                  description={t('chambers:book.idProofHint')}
                  placeholder={t('chambers:book.idProofPick')}
                  leftSection={<IconUpload size={16} aria-hidden />}
                  accept="image/jpeg,image/png,image/webp,application/pdf"
                  required
                  clearable
                  value={idProof}
                  onChange={(f) => {
                    setIdProof(f);
                    setFileError(null);
                  }}
                  error={fileError}
                  styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
                />
              )}
            </SimpleGrid>

            <Card withBorder padding="sm" bg="var(--mantine-color-gray-0)" aria-live="polite">
              {!stay.success && <Text size="sm">{t('chambers:book.priceHint')}</Text>}
              {stay.success && quote.isFetching && !quote.data && <Loader size="xs" />}
              {stay.success && quote.error && isApiError(quote.error) && (
                <Text size="sm" c="red.8">
                  {quote.error.problem.errors?.[0]?.message ?? quote.error.problem.detail}
                </Text>
              )}
              {stay.success && quote.data && (
                <Stack gap={2}>
                  <Text size="sm">
                    {t('chambers:book.priceLine', {
                      nights: t('chambers:booking.nights', { count: quote.data.nights }),
                      rooms: t('chambers:book.roomCount', { count: quote.data.rooms }),
                      tariff: fmt.money(quote.data.tariff),
                      subtotal: fmt.money(quote.data.subtotal),
                    })}
                  </Text>
                  <Text size="sm">
                    {t('chambers:book.taxLine', { tax: fmt.money(quote.data.tax) })}
                  </Text>
                  <Text fw={700}>
                    {t('chambers:book.total', { total: fmt.money(quote.data.total) })}
                  </Text>
                  {quote.data.available < quote.data.rooms && (
                    <Text size="sm" c="red.8">
                      {t('chambers:book.notEnough', { count: quote.data.available })}
                    </Text>
                  )}
                </Stack>
              )}
            </Card>
            {requestError && (
              <Alert color="red" variant="light">
                {requestError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={request.isPending}>
                {t('chambers:book.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
