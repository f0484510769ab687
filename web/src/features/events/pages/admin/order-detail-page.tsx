import {
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { notifySuccess } from '../../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useEventBookingStep } from '../../api/booking-step';
import { useEventBooking } from '../../api/get-bookings';
import { BookingFacts, BookingStatusBadge } from '../../components/booking/booking-facts';
import { PATHS } from '../../../../app/paths';

/**
 * events/OrderDetail/{id}: one booking with its history; the office confirms it, cancels it
 * (places freed, charge reversed), replies to its table request and marks attendance.
 */
export default function EventOrderDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  usePageTitle(t('events:orders.detailTitle', { id }));
  const f = useClubFormat();
  const booking = useEventBooking(id);
  const step = useEventBookingStep();
  const [reply, setReply] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const b = booking.data;
  const live = b && b.status !== 'cancelled';

  return (
    <Stack gap="md">
      <Anchor component={Link} to={PATHS.eventsOrders}>
        {t('events:orders.back')}
      </Anchor>
      {booking.isLoading && <Loader size="sm" />}
      {booking.isError && <Text>{t('events:orders.notFound')}</Text>}
      {b && (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={1} size="h3">
                {t('events:booking.heading', { id: b.id, title: b.eventTitle })}
              </Title>
              <BookingStatusBadge status={b.status} />
            </Group>
            <Text size="sm">
              {b.memberName} ({b.memberCode})
            </Text>
            <BookingFacts booking={b} steps />
            {live && b.tableSize !== null && (
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
            {live && (
              <Group justify="flex-end" wrap="wrap" gap="xs">
                <Text size="sm" fw={500}>
                  {t('events:orders.attendance')}:
                </Text>
                <Button
                  variant={b.attended === true ? 'filled' : 'default'}
                  onClick={() =>
                    step.mutate(
                      { booking: b, step: { step: 'attendance', attended: true } },
                      { onSuccess: () => notifySuccess(t('events:orders.attendanceSaved')) },
                    )
                  }
                >
                  {t('events:orders.markCame')}
                </Button>
                <Button
                  variant={b.attended === false ? 'filled' : 'default'}
                  onClick={() =>
                    step.mutate(
                      { booking: b, step: { step: 'attendance', attended: false } },
                      { onSuccess: () => notifySuccess(t('events:orders.attendanceSaved')) },
                    )
                  }
                >
                  {t('events:orders.markNoShow')}
                </Button>
              </Group>
            )}
            {live && (
              <Group justify="flex-end" gap="xs">
                <Button variant="outline" color="red" onClick={() => setCancelling(true)}>
                  {t('events:orders.cancel')}
                </Button>
                {b.status === 'booked' && (
                  <Button
                    onClick={() =>
                      step.mutate(
                        { booking: b, step: { step: 'confirm' } },
                        {
                          onSuccess: (x) =>
                            notifySuccess(t('events:orders.confirmed', { id: x.id })),
                        },
                      )
                    }
                  >
                    {t('events:orders.confirm')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Card>
      )}
      <Modal
        opened={cancelling && b !== undefined}
        onClose={() => setCancelling(false)}
        title={t('events:orders.cancelTitle', { id })}
        closeButtonProps={{ 'aria-label': t('events:orders.keep') }}
      >
        <Stack>
          <Text>{b && t('events:orders.cancelText', { total: f.money(b.total) })}</Text>
          <Textarea
            label={t('events:orders.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(false)}>
              {t('events:orders.keep')}
            </Button>
            <Button
              color="red"
              loading={step.isPending}
              onClick={() =>
                b &&
                step.mutate(
                  { booking: b, step: { step: 'cancel', reason } },
                  {
                    onSuccess: (x) => notifySuccess(t('events:orders.cancelled', { id: x.id })),
                    onSettled: () => setCancelling(false),
                  },
                )
              }
            >
              {t('events:orders.cancelYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
