import {
  BANQUET_SESSION_HOURS,
  BANQUET_SESSION_TIMES,
  slotsOf,
  type BanquetBookingRequest,
  type BanquetSessionOfDay,
  type BanquetSlot,
} from '@club/contracts';
import { Alert, Button, Card, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api';
import { translateMessage } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useHallAvailability } from '../../api/get-availability';
import { usePublicHalls, usePublicPackages } from '../../api/get-public';
import { useHallQuote } from '../../api/quote-booking';
import { useRequestHallBooking } from '../../api/request-booking';
import { HB_SESSION_KEYS } from '../../components/booking/labels';
import { PriceTable } from '../../components/booking/price-table';
import { PATHS } from '../../../../app/paths';
import { EMPTY_DRAFT, type BookingDraft, type BookingErrors } from './book-banquet-draft';
import { BanquetFields } from './book-banquet-fields';
import { BanquetMenu } from './book-banquet-menu';
import { BanquetSlots } from './book-banquet-slots';

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
  const [d, setD] = useState<BookingDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<BookingErrors>({});
  const set = <K extends keyof BookingDraft>(k: K, v: BookingDraft[K]) => {
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
    const e: BookingErrors = {};
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
    const e: BookingErrors = {};
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
            <BanquetSlots
              month={month}
              thisMonth={thisMonth}
              setMonth={setMonth}
              loading={halls.isLoading || availability.isLoading}
              hallsLoaded={halls.data !== undefined}
              hallList={hallList}
              shownHallId={shownHallId}
              shownSlots={shownSlots}
              d={d}
              errors={errors}
              set={set}
              pickSlot={pickSlot}
            />
            <BanquetFields
              hall={hall}
              d={d}
              errors={errors}
              set={set}
              setMonth={setMonth}
              sessionTaken={sessionTaken}
              times={times}
              onNext={() => {
                if (checkDetails()) setActive(1);
              }}
            />
          </Stack>
        </Stepper.Step>

        <Stepper.Step label={t('banquets:hb.book.steps.menu')}>
          <BanquetMenu
            packagesLoaded={packages.data !== undefined}
            pkgs={pkgs}
            pkg={pkg}
            addons={addons}
            d={d}
            errors={errors}
            set={set}
            choosePackage={choosePackage}
            toggleDish={toggleDish}
            onBack={() => setActive(0)}
            onNext={() => checkMenu() && setActive(2)}
          />
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
