import type { ChamberBooking } from '@club/contracts';
import { Alert, Button, Checkbox, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../lib/notify';
import { useFreeRooms } from '../../api/get-free-rooms';
import { useBookingStep } from '../../api/booking-step';
import {
  StepPanel,
  StepReasonInput,
  useStepReason,
} from '../../../../components/booking-detail-layout';
import { RefundPreview } from './refund-preview';

/* The office's steps on one booking (its detail page opens each in a dialog). */

/** What the toast says after each step. */
export const DONE_KEYS = {
  confirm: 'chambers:detail.done.confirm',
  reject: 'chambers:detail.done.reject',
  cancel: 'chambers:detail.done.cancel',
  'check-in': 'chambers:detail.done.check-in',
  'check-out': 'chambers:detail.done.check-out',
  'no-show': 'chambers:detail.done.no-show',
} as const;

/** Assign one free room per room booked, then confirm (the member is charged). */
export function ConfirmPanel({ booking, onDone }: { booking: ChamberBooking; onDone: () => void }) {
  const { t } = useTranslation();
  const free = useFreeRooms(booking.id, true);
  const step = useBookingStep();
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const rooms = free.data?.items ?? [];
  const submit = () => {
    if (chosen.length !== booking.rooms) {
      setError(t('chambers:detail.chooseRooms', { count: booking.rooms }));
      return;
    }
    step.mutate(
      {
        id: booking.id,
        step: 'confirm',
        body: { roomIds: chosen.map(Number), version: booking.version },
      },
      {
        onSuccess: () => {
          notifySuccess(t('chambers:detail.done.confirm', { id: booking.id }));
          onDone();
        },
      },
    );
  };
  return (
    <StepPanel
      onSubmit={submit}
      pending={step.isPending}
      disabled={rooms.length === 0}
      submitLabel={t('chambers:detail.confirm')}
    >
      {free.isLoading && <Loader size="sm" aria-label={t('chambers:book.loading')} />}
      {free.data && rooms.length === 0 && <Text>{t('chambers:detail.noFreeRooms')}</Text>}
      {rooms.length > 0 && (
        <Checkbox.Group
          label={t('chambers:detail.chooseRooms', { count: booking.rooms })}
          value={chosen}
          onChange={(v) => {
            setChosen(v);
            setError(null);
          }}
          error={error}
        >
          <Stack gap={6} mt="xs">
            {rooms.map((r) => (
              <Checkbox
                key={r.id}
                value={String(r.id)}
                label={t('chambers:detail.roomOption', {
                  number: r.number,
                  name: r.name,
                  count: r.capacity,
                })}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </StepPanel>
  );
}

/**
 * A step that takes a reason (reject: required; cancel: optional, shown with what the booking's
 * policy refunds today, and required when the office waives the penalty).
 */
export function ReasonPanel({
  booking,
  kind,
  onDone,
}: {
  booking: ChamberBooking;
  kind: 'reject' | 'cancel';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const step = useBookingStep();
  const reason = useStepReason();
  const [waive, setWaive] = useState(false);
  const needsReason = kind === 'reject' || waive;
  const submit = () => {
    const text = reason.take(
      needsReason,
      t(waive ? 'chambers:refund.waiveHint' : 'chambers:detail.reasonRequired'),
    );
    if (text === null) return;
    const done = {
      onSuccess: () => {
        notifySuccess(t(DONE_KEYS[kind], { id: booking.id }));
        onDone();
      },
    };
    if (kind === 'reject')
      step.mutate(
        { id: booking.id, step: kind, body: { reason: text, version: booking.version } },
        done,
      );
    else
      step.mutate(
        {
          id: booking.id,
          step: kind,
          body: { reason: text, waivePenalty: waive, version: booking.version },
        },
        done,
      );
  };
  return (
    <StepPanel
      color="red"
      onSubmit={submit}
      pending={step.isPending}
      submitLabel={kind === 'reject' ? t('chambers:detail.reject') : t('chambers:detail.cancel')}
    >
      {kind === 'cancel' && <RefundPreview scope="admin" bookingId={booking.id} />}
      {kind === 'cancel' && booking.status === 'confirmed' && (
        <Checkbox
          label={t('chambers:refund.waive')}
          checked={waive}
          onChange={(e) => {
            setWaive(e.currentTarget.checked);
            reason.clearError();
          }}
        />
      )}
      <StepReasonInput
        reason={reason}
        label={t('chambers:booking.reason')}
        required={needsReason}
      />
    </StepPanel>
  );
}

/** The club's answer when it came by phone: verified, or declined with a reason. */
export function ClubAnswerPanel({
  booking,
  onDone,
}: {
  booking: ChamberBooking;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const step = useBookingStep();
  const [answer, setAnswer] = useState<'verified' | 'declined'>('verified');
  const reason = useStepReason();
  const submit = () => {
    const text = reason.take(answer === 'declined', t('chambers:clubCheck.reasonHint'));
    if (text === null) return;
    step.mutate(
      {
        id: booking.id,
        step: 'club-check',
        body: { answer, reason: text, version: booking.version },
      },
      {
        onSuccess: () => {
          notifySuccess(t('chambers:clubCheck.recorded'));
          onDone();
        },
      },
    );
  };
  return (
    <StepPanel
      onSubmit={submit}
      pending={step.isPending}
      submitLabel={t('chambers:clubCheck.save')}
    >
      <Radio.Group
        label={t('chambers:clubCheck.answer')}
        value={answer}
        onChange={(v) => setAnswer(v as 'verified' | 'declined')}
      >
        <Stack gap={6} mt="xs">
          <Radio value="verified" label={t('chambers:clubCheck.verified')} />
          <Radio value="declined" label={t('chambers:clubCheck.declined')} />
        </Stack>
      </Radio.Group>
      <StepReasonInput
        reason={reason}
        label={t('chambers:clubCheck.reason')}
        description={t('chambers:clubCheck.reasonHint')}
        required={answer === 'declined'}
      />
    </StepPanel>
  );
}

/**
 * An affiliate guest's request still waiting for its club: why it cannot be confirmed yet,
 * the club's mail sent again, or its answer recorded by hand.
 */
export function ClubCheckPanel({
  booking: b,
  onRecord,
}: {
  booking: ChamberBooking;
  onRecord: () => void;
}) {
  const { t } = useTranslation();
  const step = useBookingStep();
  if (b.clubCheck !== 'pending' || b.status !== 'requested') return null;
  return (
    <Alert color="yellow" title={t('chambers:booking.clubPending', { club: b.affiliatedClub })}>
      <Stack gap="xs">
        <Text size="sm">{t('chambers:clubCheck.confirmBlocked', { club: b.affiliatedClub })}</Text>
        {!b.clubHasEmail && (
          <Text size="sm" fw={600}>
            {t('chambers:booking.clubNoEmail', { club: b.affiliatedClub })}
          </Text>
        )}
        <Group gap="sm">
          {b.clubHasEmail && (
            <Button
              size="xs"
              variant="outline"
              loading={step.isPending}
              onClick={() =>
                step.mutate(
                  { id: b.id, step: 'club-check/resend', body: { version: b.version } },
                  {
                    onSuccess: () =>
                      notifySuccess(t('chambers:clubCheck.resent', { club: b.affiliatedClub })),
                  },
                )
              }
            >
              {t('chambers:clubCheck.resend')}
            </Button>
          )}
          <Button size="xs" variant="outline" onClick={onRecord}>
            {t('chambers:clubCheck.record')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
