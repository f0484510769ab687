import {
  BANQUET_MAX_VALET,
  BANQUET_SESSION_HOURS,
  BANQUET_SESSION_TIMES,
  BANQUET_SESSIONS_OF_DAY,
  slotsOf,
  type BanquetBookingRequest,
  type BanquetSessionOfDay,
  type BanquetSlot,
} from '@club/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DatePickerInput } from '../../../../components/date-picker-input';
import { isApiError } from '../../../../lib/api';
import { translateMessage } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useHallAvailability } from '../../api/get-availability';
import { usePublicHalls, usePublicPackages } from '../../api/get-public';
import { useHallQuote } from '../../api/quote-booking';
import { useRequestHallBooking } from '../../api/request-booking';
import { HB_SESSION_KEYS, HB_SLOT_KEYS } from '../../components/booking/labels';
import { PriceTable } from '../../components/booking/price-table';
import { PATHS } from '../../../../app/paths';

/** 'YYYY-MM' moved by `by` months. */
function addMonths(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const n = y * 12 + (m - 1) + by;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
}

interface Draft {
  hallId: number | null;
  date: string;
  session: BanquetSessionOfDay;
  guests: number | '';
  projector: boolean;
  music: boolean;
  valetDrivers: number | '';
  comments: string;
  packageId: number | null;
  dishIds: number[];
  addonIds: number[];
}

const EMPTY: Draft = {
  hallId: null,
  date: '',
  session: 'evening',
  guests: '',
  projector: false,
  music: false,
  valetDrivers: 0,
  comments: '',
  packageId: null,
  dishIds: [],
  addonIds: [],
};

type Errors = Partial<Record<'hallId' | 'date' | 'session' | 'guests' | 'packageId', string>>;

/**
 * /member/banquet/booking ("Book Banquet Hall") in three steps: the details (hall, date and
 * session with each hall's free and taken sessions shown first, guests, extras, comments), the
 * menu (a package, the dishes of each course within its limit, add-ons), and the summary with
 * the price broken down, then the request.
 */
export default function BookBanquetPage() {
  const { t } = useTranslation();
  usePageTitle(t('banquets:hb.book.title'));
  const fmt = useClubFormat();
  const navigate = useNavigate();
  const today = fmt.today();
  const thisMonth = today.slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const [active, setActive] = useState(0);
  const [d, setD] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setD((x) => ({ ...x, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const halls = usePublicHalls();
  const packages = usePublicPackages();
  const availability = useHallAvailability(month);
  const request = useRequestHallBooking();
  const hallList = halls.data?.halls ?? [];
  const shownHallId = d.hallId ?? hallList[0]?.id ?? null;
  const hall = hallList.find((h) => h.id === shownHallId) ?? null;
  const shownSlots = availability.data?.halls.find((h) => h.hallId === shownHallId);
  const pkgs = packages.data?.packages ?? [];
  const pkg = pkgs.find((p) => p.id === d.packageId) ?? null;
  const addons = [...(pkg?.addons ?? []), ...(packages.data?.addons ?? [])];

  /** Whether a session is taken on the chosen date (from the month shown, if it is that month). */
  const slotState = (date: string, slot: BanquetSlot) =>
    availability.data?.halls
      .find((h) => h.hallId === shownHallId)
      ?.dates.find((x) => x.date === date)?.[slot];
  const sessionTaken =
    d.date !== '' && slotsOf(d.session).some((s) => slotState(d.date, s) === 'taken');
  // A session of today whose start has passed (the server's 'past', in the club's time).
  const sessionPast =
    d.date !== '' && slotsOf(d.session).some((s) => slotState(d.date, s) === 'past');

  const request_: BanquetBookingRequest | null =
    shownHallId !== null && d.date && d.guests !== '' && d.packageId !== null
      ? {
          hallId: shownHallId,
          date: d.date,
          session: d.session,
          guests: d.guests,
          projector: d.projector,
          music: d.music,
          valetDrivers: d.valetDrivers === '' ? 0 : d.valetDrivers,
          comments: d.comments,
          packageId: d.packageId,
          dishIds: d.dishIds,
          addonIds: d.addonIds,
        }
      : null;
  const quote = useHallQuote(active === 2 ? request_ : null);

  const checkDetails = (): boolean => {
    const e: Errors = {};
    if (shownHallId === null) e.hallId = t('validation.banquetHall');
    if (!d.date) e.date = t('validation.required');
    else if (d.date < today) e.date = t('validation.banquetDatePast');
    if (sessionTaken) e.session = t('banquets:hb.book.slotTaken');
    else if (d.date >= today && sessionPast) {
      e.session = t('validation.banquetSessionPast', {
        from: BANQUET_SESSION_TIMES[d.session].from,
      });
    }
    if (d.guests === '' || d.guests < 1 || (hall && d.guests > hall.capacity)) {
      e.guests = t('validation.banquetGuests');
    }
    setErrors(e);
    return Object.keys(e).length === 0;
  };
  const checkMenu = (): boolean => {
    const e: Errors = {};
    if (d.packageId === null) e.packageId = t('validation.banquetPackage');
    setErrors(e);
    return Object.keys(e).length === 0;
  };

  const pickSlot = (date: string, slot: BanquetSlot) => {
    setD((x) => ({ ...x, hallId: shownHallId, date, session: slot }));
    setErrors({});
  };

  const choosePackage = (id: number) =>
    setD((x) => ({ ...x, packageId: id, dishIds: [], addonIds: [] }));

  const toggleDish = (courseDishIds: number[], chosen: string[]) =>
    setD((x) => ({
      ...x,
      dishIds: [...x.dishIds.filter((id) => !courseDishIds.includes(id)), ...chosen.map(Number)],
    }));

  const submit = () => {
    if (!request_) return;
    request.mutate(request_, {
      onSuccess: (b) => {
        notifySuccess(t('banquets:hb.book.sent', { id: b.id }));
        void navigate(PATHS.banquetsMyBookings);
      },
    });
  };
  const requestError =
    request.error && isApiError(request.error)
      ? (request.error.problem.errors ?? [])
          .map((e) => translateMessage(e.key ?? e.message, e.params))
          .join(' ') || request.error.problem.detail
      : null;

  const times = (s: BanquetSessionOfDay) =>
    t('banquets:hb.sessionTimes', { ...BANQUET_SESSION_TIMES[s], hours: BANQUET_SESSION_HOURS[s] });

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('banquets:hb.book.title')}</Title>
        <Text c="dimmed">{t('banquets:hb.book.intro')}</Text>
      </div>
      <Stepper active={active} size="sm" allowNextStepsSelect={false} onStepClick={setActive}>
        <Stepper.Step label={t('banquets:hb.book.steps.details')}>
          <Stack gap="md" mt="md">
            <Card withBorder padding="md">
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={t('banquets:hb.book.prevMonth')}
                    disabled={month <= thisMonth}
                    onClick={() => setMonth(addMonths(month, -1))}
                  >
                    <IconChevronLeft size={18} aria-hidden />
                  </ActionIcon>
                  <Title order={2} size="h4">
                    {fmt.month(month)}
                  </Title>
                  <ActionIcon
                    variant="default"
                    aria-label={t('banquets:hb.book.nextMonth')}
                    disabled={month >= addMonths(thisMonth, 11)}
                    onClick={() => setMonth(addMonths(month, 1))}
                  >
                    <IconChevronRight size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                {(halls.isLoading || availability.isLoading) && (
                  <Loader size="sm" aria-label={t('banquets:hb.book.loading')} />
                )}
                {halls.data && hallList.length === 0 && (
                  <Text c="dimmed">{t('banquets:hb.book.noHalls')}</Text>
                )}
                {hallList.length > 0 && (
                  <Select
                    label={t('banquets:hb.book.hall')}
                    required
                    allowDeselect={false}
                    data={hallList.map((h) => ({
                      value: String(h.id),
                      label: t('banquets:hb.book.hallOption', { name: h.name, count: h.capacity }),
                    }))}
                    value={shownHallId === null ? null : String(shownHallId)}
                    error={errors.hallId}
                    onChange={(v) => set('hallId', v ? Number(v) : null)}
                  />
                )}
                {shownSlots && (
                  <>
                    <Title order={3} size="h5">
                      {t('banquets:hb.book.availability', {
                        hall: hallList.find((h) => h.id === shownHallId)?.name ?? '',
                      })}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('banquets:hb.book.pickHint')}
                    </Text>
                    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 7 }} spacing={6}>
                      {shownSlots.dates.map((x) => (
                        <Card key={x.date} withBorder padding={6} radius="sm">
                          <Text size="xs" fw={600}>
                            {fmt.date(x.date)}
                          </Text>
                          <Group gap={4} mt={4} wrap="nowrap">
                            {(['morning', 'evening'] as const).map((slot) => {
                              // A day gone by, or today's session once begun (the server says).
                              const past = x.date < today || x[slot] === 'past';
                              const taken = !past && x[slot] === 'taken';
                              const state = past ? 'past' : x[slot];
                              const chosen = d.date === x.date && slotsOf(d.session).includes(slot);
                              return (
                                <UnstyledButton
                                  key={slot}
                                  disabled={past || taken}
                                  onClick={() => pickSlot(x.date, slot)}
                                  aria-pressed={chosen}
                                  aria-label={t('banquets:hb.book.slotLabel', {
                                    session: t(HB_SESSION_KEYS[slot]),
                                    date: fmt.date(x.date),
                                    state: t(HB_SLOT_KEYS[state]),
                                  })}
                                  style={{
                                    flex: 1,
                                    textAlign: 'center',
                                    fontSize: 12,
                                    padding: '2px 4px',
                                    borderRadius: 4,
                                    textDecoration: past ? 'line-through' : undefined,
                                    cursor: past || taken ? 'not-allowed' : 'pointer',
                                    color: past ? 'var(--mantine-color-gray-7)' : '#000',
                                    outline: chosen
                                      ? '2px solid var(--mantine-color-blue-7)'
                                      : undefined,
                                    background: past
                                      ? 'var(--mantine-color-gray-1)'
                                      : taken
                                        ? 'var(--mantine-color-red-1)'
                                        : 'var(--mantine-color-green-1)',
                                  }}
                                >
                                  {t(HB_SESSION_KEYS[slot])}
                                </UnstyledButton>
                              );
                            })}
                          </Group>
                        </Card>
                      ))}
                    </SimpleGrid>
                  </>
                )}
              </Stack>
            </Card>

            <Card withBorder padding="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <DatePickerInput
                  label={t('banquets:hb.book.date')}
                  placeholder={t('banquets:hb.book.pick')}
                  leftSection={<IconCalendar size={16} aria-hidden />}
                  required
                  minDate={today}
                  styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
                  value={d.date || null}
                  onChange={(v: string | null) => {
                    set('date', v ? v.slice(0, 10) : '');
                    if (v) setMonth(v.slice(0, 7));
                  }}
                  error={errors.date}
                />
                <Select
                  label={t('banquets:hb.book.session')}
                  required
                  allowDeselect={false}
                  data={BANQUET_SESSIONS_OF_DAY.map((s) => ({
                    value: s,
                    label: `${t(HB_SESSION_KEYS[s])} (${times(s)})`,
                  }))}
                  value={d.session}
                  error={errors.session ?? (sessionTaken ? t('banquets:hb.book.slotTaken') : null)}
                  onChange={(v) => v && set('session', v as BanquetSessionOfDay)}
                />
                <NumberInput
                  label={t('banquets:hb.book.guests')}
                  description={
                    hall ? t('banquets:hb.book.guestsHint', { count: hall.capacity }) : undefined
                  }
                  required
                  min={1}
                  max={hall?.capacity}
                  allowDecimal={false}
                  value={d.guests}
                  error={errors.guests}
                  onChange={(v) => set('guests', v === '' ? '' : Number(v))}
                />
                <NumberInput
                  label={t('banquets:hb.book.valetDrivers', {
                    price: fmt.money(hall?.valetCost ?? 0),
                  })}
                  min={0}
                  max={BANQUET_MAX_VALET}
                  allowDecimal={false}
                  value={d.valetDrivers}
                  onChange={(v) => set('valetDrivers', v === '' ? '' : Number(v))}
                />
                <Checkbox
                  label={t('banquets:hb.book.projector', {
                    price: fmt.money(hall?.projectorCost ?? 0),
                  })}
                  checked={d.projector}
                  onChange={(e) => set('projector', e.currentTarget.checked)}
                />
                <Checkbox
                  label={t('banquets:hb.book.music', { price: fmt.money(hall?.musicCost ?? 0) })}
                  checked={d.music}
                  onChange={(e) => set('music', e.currentTarget.checked)}
                />
              </SimpleGrid>
              <Textarea
                mt="sm"
                label={t('banquets:hb.book.comments')}
                maxLength={1000}
                autosize
                minRows={2}
                value={d.comments}
                onChange={(e) => set('comments', e.currentTarget.value)}
              />
              <Group justify="flex-end" mt="md">
                <Button
                  onClick={() => {
                    if (checkDetails()) setActive(1);
                  }}
                >
                  {t('banquets:hb.book.next')}
                </Button>
              </Group>
            </Card>
          </Stack>
        </Stepper.Step>

        <Stepper.Step label={t('banquets:hb.book.steps.menu')}>
          <Card withBorder padding="md" mt="md">
            <Stack gap="md">
              {packages.data && pkgs.length === 0 && (
                <Text c="dimmed">{t('banquets:hb.book.noPackages')}</Text>
              )}
              <Radio.Group
                label={t('banquets:hb.book.package')}
                required
                value={d.packageId === null ? '' : String(d.packageId)}
                onChange={(v) => choosePackage(Number(v))}
                error={errors.packageId}
              >
                <Stack gap={6} mt="xs">
                  {pkgs.map((p) => (
                    <Radio
                      key={p.id}
                      value={String(p.id)}
                      label={t('banquets:hb.book.packageOption', {
                        name: p.name,
                        price: fmt.money(p.costPerGuest),
                      })}
                      description={p.description}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              {pkg?.courses
                .filter((c) => c.choose > 0)
                .map((c) => {
                  const ids = c.dishes.map((x) => x.id);
                  const chosen = d.dishIds.filter((id) => ids.includes(id));
                  return (
                    <Checkbox.Group
                      key={c.courseId}
                      label={t('banquets:hb.book.chooseUpTo', { course: c.name, count: c.choose })}
                      value={chosen.map(String)}
                      onChange={(v) => toggleDish(ids, v)}
                    >
                      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={6} mt="xs">
                        {c.dishes.map((x) => (
                          <Checkbox
                            key={x.id}
                            value={String(x.id)}
                            label={x.name}
                            disabled={!chosen.includes(x.id) && chosen.length >= c.choose}
                          />
                        ))}
                      </SimpleGrid>
                    </Checkbox.Group>
                  );
                })}
              {pkg && addons.length > 0 && (
                <Checkbox.Group
                  label={t('banquets:hb.book.addons')}
                  value={d.addonIds.map(String)}
                  onChange={(v) => set('addonIds', v.map(Number))}
                >
                  <Stack gap={6} mt="xs">
                    {addons.map((a) => (
                      <Checkbox
                        key={a.id}
                        value={String(a.id)}
                        label={t(
                          a.pricing === 'per_guest'
                            ? 'banquets:hb.book.addonPerGuest'
                            : 'banquets:hb.book.addonFlat',
                          { name: a.name, price: fmt.money(a.price) },
                        )}
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
              <Group justify="space-between">
                <Button variant="default" onClick={() => setActive(0)}>
                  {t('banquets:hb.book.back')}
                </Button>
                <Button onClick={() => checkMenu() && setActive(2)}>
                  {t('banquets:hb.book.next')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </Stepper.Step>

        <Stepper.Step label={t('banquets:hb.book.steps.summary')}>
          <Card withBorder padding="md" mt="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('banquets:hb.book.summaryTitle')}
              </Title>
              {hall && (
                <Text>
                  {hall.name} ·{' '}
                  {t('banquets:hb.facts.when', {
                    date: d.date ? fmt.date(d.date) : '',
                    session: t(HB_SESSION_KEYS[d.session]),
                    times: times(d.session),
                  })}{' '}
                  · {t('banquets:hb.facts.guests', { count: d.guests === '' ? 0 : d.guests })}
                </Text>
              )}
              {pkg && <Text size="sm">{t('banquets:hb.facts.package', { name: pkg.name })}</Text>}
              <div aria-live="polite">
                {quote.isFetching && !quote.data && (
                  <Loader size="xs" aria-label={t('banquets:hb.book.loading')} />
                )}
                {quote.error && isApiError(quote.error) && (
                  <Alert color="red" variant="light">
                    {quote.error.problem.errors?.[0]?.message ?? quote.error.problem.detail}
                  </Alert>
                )}
                {quote.data && <PriceTable price={quote.data} />}
              </div>
              {requestError && (
                <Alert color="red" variant="light">
                  {requestError}
                </Alert>
              )}
              <Group justify="space-between">
                <Button variant="default" onClick={() => setActive(1)}>
                  {t('banquets:hb.book.back')}
                </Button>
                <Button onClick={submit} loading={request.isPending} disabled={!quote.data}>
                  {t('banquets:hb.book.submit')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </Stepper.Step>
      </Stepper>
    </Stack>
  );
}
