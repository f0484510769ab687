import {
  BANQUET_GUEST_CUTOFF_DAYS,
  banquetConfirmRequest,
  functionSheetUrl,
  type BanquetBooking,
} from '@club/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Loader,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCalendar, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DatePickerInput } from '../../../../components/date-picker-input';
import { MoneyInput } from '../../../../components/money-input';
import { isApiError } from '../../../../lib/api';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useHallBooking } from '../../api/get-booking';
import { useHallBookingStep } from '../../api/booking-step';
import { FORM_STYLE } from '../../../../components/form-style';
import { HallBookingFacts } from '../../components/booking/booking-facts';
import { HB_STEP_KEYS } from '../../components/booking/labels';
import { PriceTable } from '../../components/booking/price-table';
import { HallStatusBadge } from '../../components/booking/status-badge';
import { PATHS } from '../../../../app/paths';

const LIST = PATHS.banquetsOrders;

interface ConfirmValues extends Record<string, unknown> {
  advance: string;
  advanceDueOn: string;
  version: number;
}

/** The advance and its due date, then confirm (the advance is charged to the member). */
function ConfirmPanel({ booking, onDone }: { booking: BanquetBooking; onDone: () => void }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const step = useHallBookingStep();
  const form = useZodForm<ConfirmValues>(banquetConfirmRequest, {
    initialValues: { advance: '', advanceDueOn: '', version: booking.version },
    amounts: ['advance'],
  });
  const submit = (v: ConfirmValues) =>
    step.mutate(
      {
        id: booking.id,
        step: 'confirm',
        body: { advance: v.advance, advanceDueOn: v.advanceDueOn, version: booking.version },
      },
      {
        onSuccess: () => {
          notifySuccess(t('banquets:hb.detail.done.confirm', { id: booking.id }));
          onDone();
        },
        onError: (e) => applyProblemToForm(form, e),
      },
    );
  return (
    <form noValidate style={FORM_STYLE} onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <MoneyInput
          label={t('banquets:hb.detail.advance')}
          description={t('banquets:hb.detail.advanceHint', { total: fmt.money(booking.total) })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          currency={fmt.currency}
          {...form.getInputProps('advance')}
        />
        <DatePickerInput
          label={t('banquets:hb.detail.advanceDueOn')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          required
          minDate={fmt.today()}
          maxDate={booking.date}
          value={form.getValues().advanceDueOn || null}
          onChange={(v: string | null) =>
            form.setFieldValue('advanceDueOn', v ? v.slice(0, 10) : '')
          }
          error={form.errors.advanceDueOn}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={step.isPending}>
            {t('banquets:hb.detail.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A step that takes a reason (reject: required; cancel: optional). */
function ReasonPanel({
  booking,
  kind,
  onDone,
}: {
  booking: BanquetBooking;
  kind: 'reject' | 'cancel';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const step = useHallBookingStep();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (kind === 'reject' && reason.trim().length < 2) {
      setError(t('banquets:hb.detail.reasonRequired'));
      return;
    }
    step.mutate(
      { id: booking.id, step: kind, body: { reason: reason.trim(), version: booking.version } },
      {
        onSuccess: () => {
          notifySuccess(
            t(
              kind === 'reject'
                ? 'banquets:hb.detail.done.reject'
                : 'banquets:hb.detail.done.cancel',
              {
                id: booking.id,
              },
            ),
          );
          onDone();
        },
      },
    );
  };
  return (
    <Stack gap="sm" style={FORM_STYLE}>
      {kind === 'cancel' && <Text size="sm">{t('banquets:hb.detail.cancelText')}</Text>}
      <TextInput
        label={t('banquets:hb.detail.reason')}
        required={kind === 'reject'}
        value={reason}
        maxLength={200}
        error={error}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
      />
      <Group justify="flex-end">
        <Button color="red" onClick={submit} loading={step.isPending}>
          {kind === 'reject' ? t('banquets:hb.detail.reject') : t('banquets:hb.detail.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The final guest count (from the cut-off it may rise but not fall: the server says why). */
function GuestsPanel({ booking, onDone }: { booking: BanquetBooking; onDone: () => void }) {
  const { t } = useTranslation();
  const step = useHallBookingStep();
  const [guests, setGuests] = useState<number | ''>(booking.finalGuests ?? booking.guests);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (guests === '' || guests < 1) {
      setError(t('validation.banquetGuests'));
      return;
    }
    step.mutate(
      { id: booking.id, step: 'final-guests', body: { guests, version: booking.version } },
      {
        onSuccess: () => {
          notifySuccess(t('banquets:hb.detail.done.final-guests', { id: booking.id }));
          onDone();
        },
      },
    );
  };
  return (
    <Stack gap="sm" style={FORM_STYLE}>
      <NumberInput
        label={t('banquets:hb.detail.guests')}
        description={t('banquets:hb.detail.guestsHint', { days: BANQUET_GUEST_CUTOFF_DAYS })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        min={1}
        allowDecimal={false}
        value={guests}
        error={error}
        onChange={(v) => {
          setGuests(v === '' ? '' : Number(v));
          setError(null);
        }}
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={step.isPending}>
          {t('banquets:hb.detail.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function CompletePanel({ booking, onDone }: { booking: BanquetBooking; onDone: () => void }) {
  const { t } = useTranslation();
  const step = useHallBookingStep();
  return (
    <Stack gap="sm" style={FORM_STYLE}>
      <Text size="sm">{t('banquets:hb.detail.completeText')}</Text>
      <Group justify="flex-end">
        <Button
          loading={step.isPending}
          onClick={() =>
            step.mutate(
              { id: booking.id, step: 'complete', body: { version: booking.version } },
              {
                onSuccess: () => {
                  notifySuccess(t('banquets:hb.detail.done.complete', { id: booking.id }));
                  onDone();
                },
              },
            )
          }
        >
          {t('banquets:hb.detail.complete')}
        </Button>
      </Group>
    </Stack>
  );
}

type Dialog = 'confirm' | 'reject' | 'cancel' | 'guests' | 'complete' | null;

const DIALOG_TITLES = {
  confirm: 'banquets:hb.detail.confirmTitle',
  reject: 'banquets:hb.detail.rejectTitle',
  cancel: 'banquets:hb.detail.cancelTitle',
  guests: 'banquets:hb.detail.guestsTitle',
  complete: 'banquets:hb.detail.completeTitle',
} as const;

/**
 * /admin/banquet/OrderDetail/{id}: one hall booking with its price, menu and history, the
 * function sheet, and the office's steps: confirm with an advance, reject, set the final guest
 * count, complete with the final bill, cancel.
 */
export default function BanquetOrderDetailPage() {
  const { t, i18n } = useTranslation();
  const fmt = useClubFormat();
  const id = Number(useParams().id);
  const { data: b, error, isLoading } = useHallBooking(id);
  usePageTitle(t('banquets:hb.detail.title', { id }));
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  if (isLoading) return <Loader aria-label={t('banquets:hb.book.loading')} />;
  if (!b) {
    return (
      <Stack>
        <Alert color="red">
          {isApiError(error) && error.status === 404
            ? t('banquets:hb.detail.notFound')
            : t('banquets:hb.detail.loadError')}
        </Alert>
        <Anchor component={Link} to={LIST}>
          {t('banquets:hb.detail.back')}
        </Anchor>
      </Stack>
    );
  }
  const live = b.status === 'requested' || b.status === 'confirmed';
  return (
    <Stack gap="md">
      <Anchor component={Link} to={LIST} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('banquets:hb.detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('banquets:hb.detail.title', { id: b.id })}</Title>
        <HallStatusBadge status={b.status} />
      </Group>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Text fw={600}>{b.hallName}</Text>
          <Text>{t('banquets:hb.detail.member', { name: b.memberName, code: b.memberCode })}</Text>
          <HallBookingFacts booking={b} />
          <Anchor
            href={`${functionSheetUrl(b.id)}?lang=${i18n.resolvedLanguage ?? 'en'}`}
            target="_blank"
            rel="noopener"
          >
            <Group gap={4} component="span">
              <IconFileText size={16} aria-hidden />
              {t('banquets:hb.detail.functionSheet')}
            </Group>
          </Anchor>
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <PriceTable price={b} />
      </Card>

      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="xs">
          {t('banquets:hb.detail.history')}
        </Title>
        <List spacing={4} size="sm">
          {b.steps.map((s) => (
            <List.Item key={`${s.step}-${s.at}`}>
              {t('banquets:hb.detail.stepLine', {
                step: t(HB_STEP_KEYS[s.step]),
                by: s.by || '—',
                at: fmt.dateTime(s.at),
              })}
            </List.Item>
          ))}
        </List>
      </Card>

      <Group gap="sm">
        {b.status === 'requested' && (
          <>
            <Button onClick={() => setDialog('confirm')}>{t('banquets:hb.detail.confirm')}</Button>
            <Button variant="outline" color="red" onClick={() => setDialog('reject')}>
              {t('banquets:hb.detail.reject')}
            </Button>
          </>
        )}
        {b.status === 'confirmed' && (
          <>
            <Button variant="outline" onClick={() => setDialog('guests')}>
              {t('banquets:hb.detail.finalGuests')}
            </Button>
            {b.date <= fmt.today() && (
              <Button onClick={() => setDialog('complete')}>
                {t('banquets:hb.detail.complete')}
              </Button>
            )}
          </>
        )}
        {live && (
          <Button variant="subtle" color="red" onClick={() => setDialog('cancel')}>
            {t('banquets:hb.detail.cancel')}
          </Button>
        )}
      </Group>

      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog ? t(DIALOG_TITLES[dialog]) : ''}
        closeButtonProps={{ 'aria-label': t('banquets:hb.detail.close') }}
      >
        {dialog === 'confirm' && <ConfirmPanel booking={b} onDone={close} />}
        {(dialog === 'reject' || dialog === 'cancel') && (
          <ReasonPanel booking={b} kind={dialog} onDone={close} />
        )}
        {dialog === 'guests' && <GuestsPanel booking={b} onDone={close} />}
        {dialog === 'complete' && <CompletePanel booking={b} onDone={close} />}
      </Modal>
    </Stack>
  );
}
