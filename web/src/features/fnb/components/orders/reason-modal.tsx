import { orderReasonRequest } from '@club/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useCancelStaffOrder } from '../../api/cancel-staff-order';
import { useRejectOrder } from '../../api/reject-order';
import { FORM_STYLE } from '../../../../components/form-style';

const reasonSchema = orderReasonRequest.pick({ reason: true });

export interface StopTarget {
  id: number;
  version: number;
  /** The order's number as the screen shows it. */
  label: string;
}

/**
 * Reject (while Ordered) or cancel (before Delivered) an order, with a reason the member
 * sees. Sends the version the screen shows; the server reverses what the order charged.
 */
export function ReasonModal({
  kind,
  order,
  onClose,
}: {
  kind: 'reject' | 'cancel';
  /** The order to stop; null closes the dialog. */
  order: StopTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reject = useRejectOrder();
  const cancel = useCancelStaffOrder();
  const mutation = kind === 'reject' ? reject : cancel;
  const form = useZodForm<{ reason: string }>(reasonSchema, { initialValues: { reason: '' } });
  useEffect(() => {
    if (order) form.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order?.id, kind]);

  const texts =
    kind === 'reject'
      ? {
          title: t('fnb:orders.stop.rejectTitle', { number: order?.label ?? '' }),
          intro: t('fnb:orders.stop.rejectIntro'),
          submit: t('fnb:orders.stop.reject'),
        }
      : {
          title: t('fnb:orders.stop.cancelTitle', { number: order?.label ?? '' }),
          intro: t('fnb:orders.stop.cancelIntro'),
          submit: t('fnb:orders.stop.cancel'),
        };

  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={texts.title}
      closeButtonProps={{ 'aria-label': t('fnb:orders.close') }}
    >
      {order && (
        <form
          noValidate
          style={FORM_STYLE}
          onSubmit={form.onSubmit(({ reason }) =>
            mutation.mutate(
              { id: order.id, reason: reason.trim(), version: order.version },
              {
                onSuccess: () => {
                  notifySuccess(
                    t(
                      kind === 'reject' ? 'fnb:orders.stop.rejected' : 'fnb:orders.stop.cancelled',
                      {
                        number: order.label,
                      },
                    ),
                  );
                  onClose();
                },
                onError: (e) => {
                  // A stale version: the order reloads behind the dialog; look at it again.
                  if (!applyProblemToForm(form, e)) onClose();
                },
              },
            ),
          )}
        >
          <Stack gap="sm">
            <Text size="sm">{texts.intro}</Text>
            <Textarea
              label={t('fnb:orders.stop.reason')}
              description={t('fnb:orders.stop.reasonHint')}
              required
              autosize
              minRows={3}
              maxLength={300}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('fnb:orders.stop.keep')}
              </Button>
              <Button type="submit" color="red" loading={mutation.isPending}>
                {texts.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
