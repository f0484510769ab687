import type { ChamberBooking } from '@club/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../../lib/api';
import { notifySuccess } from '../../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useBooking } from '../../api/get-booking';
import { useFreeRooms } from '../../api/get-free-rooms';
import { useBookingStep, type StepInput } from '../../api/booking-step';
import { FORM_STYLE } from '../../../../components/form-style';
import { BookingFacts } from '../../components/booking/booking-facts';
import { RefundPreview } from '../../components/booking/refund-preview';
import { STATUS_KEYS } from '../../components/booking/labels';
import { StatusBadge } from '../../components/booking/status-badge';
import { PATHS } from '../../../../app/paths';

const REQUESTS = PATHS.chambersRequests;

/** What the toast says after each step. */
const DONE_KEYS = {
  confirm: 'chambers:detail.done.confirm',
  reject: 'chambers:detail.done.reject',
  cancel: 'chambers:detail.done.cancel',
  'check-in': 'chambers:detail.done.check-in',
  'check-out': 'chambers:detail.done.check-out',
  'no-show': 'chambers:detail.done.no-show',
} as const;

/** Assign one free room per room booked, then confirm (the member is charged). */
function ConfirmPanel({ booking, onDone }: { booking: ChamberBooking; onDone: () => void }) {
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
    <Stack gap="sm" style={FORM_STYLE}>
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
      <Group justify="flex-end">
        <Button onClick={submit} loading={step.isPending} disabled={rooms.length === 0}>
          {t('chambers:detail.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A step that takes a reason (reject: required; cancel: optional, shown with what the booking's
 * policy refunds today, and required when the office waives the penalty).
 */
function ReasonPanel({
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
  const [reason, setReason] = useState('');
  const [waive, setWaive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const needsReason = kind === 'reject' || waive;
  const submit = () => {
    if (needsReason && reason.trim().length < 2) {
      setError(t(waive ? 'chambers:refund.waiveHint' : 'chambers:detail.reasonRequired'));
      return;
    }
    const done = {
      onSuccess: () => {
        notifySuccess(t(DONE_KEYS[kind], { id: booking.id }));
        onDone();
      },
    };
    if (kind === 'reject')
      step.mutate(
        { id: booking.id, step: kind, body: { reason: reason.trim(), version: booking.version } },
        done,
      );
    else
      step.mutate(
        {
          id: booking.id,
          step: kind,
          body: { reason: reason.trim(), waivePenalty: waive, version: booking.version },
        },
        done,
      );
  };
  return (
    <Stack gap="sm" style={FORM_STYLE}>
      {kind === 'cancel' && <RefundPreview scope="admin" bookingId={booking.id} />}
      {kind === 'cancel' && booking.status === 'confirmed' && (
        <Checkbox
          label={t('chambers:refund.waive')}
          checked={waive}
          onChange={(e) => {
            setWaive(e.currentTarget.checked);
            setError(null);
          }}
        />
      )}
      <TextInput
        label={t('chambers:booking.reason')}
        required={needsReason}
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
          {kind === 'reject' ? t('chambers:detail.reject') : t('chambers:detail.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The club's answer when it came by phone: verified, or declined with a reason. */
function ClubAnswerPanel({ booking, onDone }: { booking: ChamberBooking; onDone: () => void }) {
  const { t } = useTranslation();
  const step = useBookingStep();
  const [answer, setAnswer] = useState<'verified' | 'declined'>('verified');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (answer === 'declined' && reason.trim().length < 2) {
      setError(t('chambers:clubCheck.reasonHint'));
      return;
    }
    step.mutate(
      {
        id: booking.id,
        step: 'club-check',
        body: { answer, reason: reason.trim(), version: booking.version },
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
    <Stack gap="sm" style={FORM_STYLE}>
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
      <TextInput
        label={t('chambers:clubCheck.reason')}
        description={t('chambers:clubCheck.reasonHint')}
        required={answer === 'declined'}
        value={reason}
        maxLength={200}
        error={error}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={step.isPending}>
          {t('chambers:clubCheck.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * An affiliate guest's request still waiting for its club: why it cannot be confirmed yet,
 * the club's mail sent again, or its answer recorded by hand.
 */
function ClubCheckPanel({
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

type Dialog = 'confirm' | 'reject' | 'cancel' | 'club' | null;

/**
 * /admin/chamber/OrderDetail/{id}: one booking, who did each step, and the office's steps:
 * confirm with rooms, reject, check in, check out, cancel, no-show.
 */
export default function BookingDetailPage() {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const id = Number(useParams().id);
  const { data: b, error, isLoading } = useBooking(id);
  usePageTitle(t('chambers:detail.title', { id }));
  const step = useBookingStep();
  const [dialog, setDialog] = useState<Dialog>(null);

  const simple = (name: 'check-in' | 'check-out' | 'no-show') => {
    if (!b) return;
    const input: StepInput = { id: b.id, step: name, body: { version: b.version } };
    step.mutate(input, {
      onSuccess: () => notifySuccess(t(DONE_KEYS[name], { id: b.id })),
    });
  };

  if (isLoading) return <Loader aria-label={t('chambers:book.loading')} />;
  if (!b) {
    return (
      <Stack>
        <Alert color="red">
          {isApiError(error) && error.status === 404
            ? t('chambers:detail.notFound')
            : t('chambers:detail.loadError')}
        </Alert>
        <Anchor component={Link} to={REQUESTS}>
          {t('chambers:detail.back')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={REQUESTS} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('chambers:detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('chambers:detail.title', { id: b.id })}</Title>
        <StatusBadge status={b.status} />
      </Group>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Text>{t('chambers:detail.member', { name: b.memberName, code: b.memberCode })}</Text>
          <BookingFacts booking={b} />
          {b.idProofUrl && (
            <Anchor href={b.idProofUrl} target="_blank" rel="noopener">
              <Group gap={4} component="span">
                <IconFileText size={16} aria-hidden />
                {t('chambers:detail.idProof')}
              </Group>
            </Anchor>
          )}
        </Stack>
      </Card>

      <ClubCheckPanel booking={b} onRecord={() => setDialog('club')} />

      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="xs">
          {t('chambers:detail.history')}
        </Title>
        <List spacing={4} size="sm">
          {b.steps.map((s) => (
            <List.Item key={`${s.step}-${s.at}`}>
              {t('chambers:detail.stepLine', {
                step: t(STATUS_KEYS[s.step]),
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
            <Button onClick={() => setDialog('confirm')}>{t('chambers:detail.confirm')}</Button>
            <Button variant="outline" color="red" onClick={() => setDialog('reject')}>
              {t('chambers:detail.reject')}
            </Button>
          </>
        )}
        {b.status === 'confirmed' && (
          <>
            <Button onClick={() => simple('check-in')} loading={step.isPending}>
              {t('chambers:detail.checkIn')}
            </Button>
            <Button variant="outline" onClick={() => simple('no-show')} loading={step.isPending}>
              {t('chambers:detail.noShow')}
            </Button>
          </>
        )}
        {b.status === 'checked_in' && (
          <Button onClick={() => simple('check-out')} loading={step.isPending}>
            {t('chambers:detail.checkOut')}
          </Button>
        )}
        {(b.status === 'requested' || b.status === 'confirmed') && (
          <Button variant="subtle" color="red" onClick={() => setDialog('cancel')}>
            {t('chambers:detail.cancel')}
          </Button>
        )}
      </Group>

      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={
          dialog === 'confirm'
            ? t('chambers:detail.confirmTitle')
            : dialog === 'reject'
              ? t('chambers:detail.rejectTitle')
              : dialog === 'club'
                ? t('chambers:clubCheck.recordTitle')
                : t('chambers:detail.cancelTitle')
        }
        closeButtonProps={{ 'aria-label': t('chambers:admin.close') }}
      >
        {dialog === 'confirm' && <ConfirmPanel booking={b} onDone={() => setDialog(null)} />}
        {dialog === 'club' && <ClubAnswerPanel booking={b} onDone={() => setDialog(null)} />}
        {(dialog === 'reject' || dialog === 'cancel') && (
          <ReasonPanel booking={b} kind={dialog} onDone={() => setDialog(null)} />
        )}
      </Modal>
    </Stack>
  );
}
