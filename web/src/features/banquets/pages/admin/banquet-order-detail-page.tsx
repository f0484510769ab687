import {
  BANQUET_GUEST_CUTOFF_DAYS,
  banquetConfirmRequest,
  functionSheetUrl,
  type BanquetBooking,
} from '@club/contracts';
import { Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DatePickerInput } from '../../../../components/date-picker-input';
import { MoneyInput } from '../../../../components/money-input';
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
import {
  BookingDetailLayout,
  BookingPaperLink,
  StepButtons,
  StepHistory,
  StepPanel,
  StepReasonInput,
  useStepReason,
  type StepButton,
} from '../../../../components/booking-detail-layout';
import { PATHS } from '../../../../app/paths';

/** What the toast says after each step. */
const DONE_KEYS = {
  confirm: 'banquets:hb.detail.done.confirm',
  reject: 'banquets:hb.detail.done.reject',
  cancel: 'banquets:hb.detail.done.cancel',
  'final-guests': 'banquets:hb.detail.done.final-guests',
  complete: 'banquets:hb.detail.done.complete',
} as const;

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
          notifySuccess(t(DONE_KEYS.confirm, { id: booking.id }));
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
  const reason = useStepReason();
  const submit = () => {
    const text = reason.take(kind === 'reject', t('banquets:hb.detail.reasonRequired'));
    if (text === null) return;
    step.mutate(
      { id: booking.id, step: kind, body: { reason: text, version: booking.version } },
      {
        onSuccess: () => {
          notifySuccess(t(DONE_KEYS[kind], { id: booking.id }));
          onDone();
        },
      },
    );
  };
  return (
    <StepPanel
      color="red"
      onSubmit={submit}
      pending={step.isPending}
      submitLabel={
        kind === 'reject' ? t('banquets:hb.detail.reject') : t('banquets:hb.detail.cancel')
      }
    >
      {kind === 'cancel' && <Text size="sm">{t('banquets:hb.detail.cancelText')}</Text>}
      <StepReasonInput
        reason={reason}
        label={t('banquets:hb.detail.reason')}
        required={kind === 'reject'}
      />
    </StepPanel>
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
          notifySuccess(t(DONE_KEYS['final-guests'], { id: booking.id }));
          onDone();
        },
      },
    );
  };
  return (
    <StepPanel
      onSubmit={submit}
      pending={step.isPending}
      submitLabel={t('banquets:hb.detail.save')}
    >
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
    </StepPanel>
  );
}

function CompletePanel({ booking, onDone }: { booking: BanquetBooking; onDone: () => void }) {
  const { t } = useTranslation();
  const step = useHallBookingStep();
  return (
    <StepPanel
      onSubmit={() =>
        step.mutate(
          { id: booking.id, step: 'complete', body: { version: booking.version } },
          {
            onSuccess: () => {
              notifySuccess(t(DONE_KEYS.complete, { id: booking.id }));
              onDone();
            },
          },
        )
      }
      pending={step.isPending}
      submitLabel={t('banquets:hb.detail.complete')}
    >
      <Text size="sm">{t('banquets:hb.detail.completeText')}</Text>
    </StepPanel>
  );
}

type Dialog = 'confirm' | 'reject' | 'cancel' | 'final-guests' | 'complete';

const DIALOG_TITLES = {
  confirm: 'banquets:hb.detail.confirmTitle',
  reject: 'banquets:hb.detail.rejectTitle',
  cancel: 'banquets:hb.detail.cancelTitle',
  'final-guests': 'banquets:hb.detail.guestsTitle',
  complete: 'banquets:hb.detail.completeTitle',
} as const;

/** The office's steps, each opening its dialog. */
const OFFICE_STEPS: StepButton<BanquetBooking, Dialog>[] = [
  { step: 'confirm', label: 'banquets:hb.detail.confirm', from: ['requested'] },
  { step: 'reject', label: 'banquets:hb.detail.reject', from: ['requested'], look: 'red outline' },
  {
    step: 'final-guests',
    label: 'banquets:hb.detail.finalGuests',
    from: ['confirmed'],
    look: 'outline',
  },
  {
    step: 'complete',
    label: 'banquets:hb.detail.complete',
    from: ['confirmed'],
    when: (b, today) => b.date <= today,
  },
  {
    step: 'cancel',
    label: 'banquets:hb.detail.cancel',
    from: ['requested', 'confirmed'],
    look: 'red subtle',
  },
];

/**
 * /admin/banquet/OrderDetail/{id}: one hall booking with its price, menu and history, the
 * function sheet, and the office's steps: confirm with an advance, reject, set the final guest
 * count, complete with the final bill, cancel.
 */
export default function BanquetOrderDetailPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const { data: b, error, isLoading } = useHallBooking(id);
  usePageTitle(t('banquets:hb.detail.title', { id }));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  return (
    <BookingDetailLayout
      back={{ to: PATHS.banquetsOrders, label: t('banquets:hb.detail.back') }}
      loading={isLoading}
      loadingLabel={t('banquets:hb.book.loading')}
      missing={
        b
          ? undefined
          : {
              error,
              notFound: t('banquets:hb.detail.notFound'),
              loadError: t('banquets:hb.detail.loadError'),
            }
      }
      title={t('banquets:hb.detail.title', { id })}
      badge={b && <HallStatusBadge status={b.status} />}
      summary={
        b && (
          <>
            <Text fw={600}>{b.hallName}</Text>
            <Text>
              {t('banquets:hb.detail.member', { name: b.memberName, code: b.memberCode })}
            </Text>
            <HallBookingFacts booking={b} />
            <BookingPaperLink
              href={`${functionSheetUrl(b.id)}?lang=${i18n.resolvedLanguage ?? 'en'}`}
              label={t('banquets:hb.detail.functionSheet')}
            />
          </>
        )
      }
      history={
        b && (
          <StepHistory
            title={t('banquets:hb.detail.history')}
            steps={b.steps}
            line={(s) => t('banquets:hb.detail.stepLine', { ...s, step: t(HB_STEP_KEYS[s.step]) })}
          />
        )
      }
      actions={b && <StepButtons booking={b} steps={OFFICE_STEPS} onStep={setDialog} />}
      dialog={
        b && {
          opened: dialog !== null,
          onClose: close,
          title: dialog ? t(DIALOG_TITLES[dialog]) : '',
          closeLabel: t('banquets:hb.detail.close'),
          children: (
            <>
              {dialog === 'confirm' && <ConfirmPanel booking={b} onDone={close} />}
              {(dialog === 'reject' || dialog === 'cancel') && (
                <ReasonPanel booking={b} kind={dialog} onDone={close} />
              )}
              {dialog === 'final-guests' && <GuestsPanel booking={b} onDone={close} />}
              {dialog === 'complete' && <CompletePanel booking={b} onDone={close} />}
            </>
          ),
        }
      }
    >
      {b && (
        <Card withBorder padding="md">
          <PriceTable price={b} />
        </Card>
      )}
    </BookingDetailLayout>
  );
}
