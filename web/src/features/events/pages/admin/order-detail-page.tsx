import { EVENT_BOOKING_STATUSES, type EventBooking } from '@club/contracts';
import { Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { notifySuccess } from '../../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useEventBookingStep } from '../../api/booking-step';
import { useEventBooking } from '../../api/get-bookings';
import {
  BookingFacts,
  BookingStatusBadge,
  STEP_KEYS,
} from '../../components/booking/booking-facts';
import {
  BookingDetailLayout,
  StepButtons,
  StepHistory,
  type StepButton,
} from '../../../../components/booking-detail-layout';
import { PATHS } from '../../../../app/paths';

/** The office's steps: cancel (its dialog) while the booking is live, confirm (at once) a booked one. */
const OFFICE_STEPS: StepButton<EventBooking, 'cancel' | 'confirm'>[] = [
  {
    step: 'cancel',
    label: 'events:orders.cancel',
    from: EVENT_BOOKING_STATUSES.filter((s) => s !== 'cancelled'),
    look: 'red outline',
  },
  { step: 'confirm', label: 'events:orders.confirm', from: ['booked'] },
];

/** The reply to the table request and the attendance, while the booking is live. */
function OfficePanel({ booking: b }: { booking: EventBooking }) {
  const { t } = useTranslation();
  const step = useEventBookingStep();
  const [reply, setReply] = useState<string | null>(null);
  const attended = (came: boolean) =>
    step.mutate(
      { booking: b, step: { step: 'attendance', attended: came } },
      { onSuccess: () => notifySuccess(t('events:orders.attendanceSaved')) },
    );
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        {b.tableSize !== null && (
          <Stack gap="xs">
            <Textarea
              label={t('events:orders.reply')}
              autosize
              minRows={2}
              value={reply ?? b.tableReply}
              onChange={(e) => setReply(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button
                variant="light"
                loading={step.isPending && step.variables?.step.step === 'table-reply'}
                disabled={!(reply ?? b.tableReply).trim()}
                onClick={() =>
                  step.mutate(
                    { booking: b, step: { step: 'table-reply', reply: reply ?? b.tableReply } },
                    {
                      onSuccess: () => {
                        setReply(null);
                        notifySuccess(t('events:orders.replied'));
                      },
                    },
                  )
                }
              >
                {t('events:orders.sendReply')}
              </Button>
            </Group>
          </Stack>
        )}
        <Group justify="flex-end" wrap="wrap" gap="xs">
          <Text size="sm" fw={500}>
            {t('events:orders.attendance')}:
          </Text>
          <Button
            variant={b.attended === true ? 'filled' : 'default'}
            onClick={() => attended(true)}
          >
            {t('events:orders.markCame')}
          </Button>
          <Button
            variant={b.attended === false ? 'filled' : 'default'}
            onClick={() => attended(false)}
          >
            {t('events:orders.markNoShow')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The cancellation: the places are freed and the charge reversed, with an optional reason. */
function CancelPanel({ booking: b, onDone }: { booking: EventBooking; onDone: () => void }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const step = useEventBookingStep();
  const [reason, setReason] = useState('');
  return (
    <Stack>
      <Text>{t('events:orders.cancelText', { total: f.money(b.total) })}</Text>
      <Textarea
        label={t('events:orders.reason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('events:orders.keep')}
        </Button>
        <Button
          color="red"
          loading={step.isPending}
          onClick={() =>
            step.mutate(
              { booking: b, step: { step: 'cancel', reason } },
              {
                onSuccess: (x) => notifySuccess(t('events:orders.cancelled', { id: x.id })),
                onSettled: onDone,
              },
            )
          }
        >
          {t('events:orders.cancelYes')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * events/OrderDetail/{id}: one booking with its history; the office confirms it, cancels it
 * (places freed, charge reversed), replies to its table request and marks attendance.
 */
export default function EventOrderDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  usePageTitle(t('events:orders.detailTitle', { id }));
  const { data: b, error, isLoading } = useEventBooking(id);
  const step = useEventBookingStep();
  const [cancelling, setCancelling] = useState(false);
  const live = b !== undefined && b.status !== 'cancelled';

  return (
    <BookingDetailLayout
      back={{ to: PATHS.eventsOrders, label: t('events:orders.back') }}
      loading={isLoading}
      loadingLabel={t('common:app.loading')}
      missing={
        b
          ? undefined
          : {
              error,
              notFound: t('events:orders.notFound'),
              loadError: t('events:orders.notFound'),
            }
      }
      title={b ? t('events:booking.heading', { id: b.id, title: b.eventTitle }) : ''}
      badge={b && <BookingStatusBadge status={b.status} />}
      summary={
        b && (
          <>
            <Text size="sm">
              {b.memberName} ({b.memberCode})
            </Text>
            <BookingFacts booking={b} />
          </>
        )
      }
      history={
        b && (
          <StepHistory
            title={t('events:booking.steps')}
            steps={b.steps}
            line={(s) => t('events:booking.stepLine', { ...s, step: t(STEP_KEYS[s.step]) })}
          />
        )
      }
      actions={
        b && (
          <StepButtons
            booking={b}
            steps={OFFICE_STEPS}
            onStep={(s) =>
              s === 'cancel'
                ? setCancelling(true)
                : step.mutate(
                    { booking: b, step: { step: 'confirm' } },
                    {
                      onSuccess: (x) => notifySuccess(t('events:orders.confirmed', { id: x.id })),
                    },
                  )
            }
          />
        )
      }
      dialog={
        b && {
          opened: cancelling,
          onClose: () => setCancelling(false),
          title: t('events:orders.cancelTitle', { id }),
          closeLabel: t('events:orders.keep'),
          children: <CancelPanel booking={b} onDone={() => setCancelling(false)} />,
        }
      }
    >
      {live && <OfficePanel booking={b} />}
    </BookingDetailLayout>
  );
}
