import type { FnbOrder, OrderLine } from '@club/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../lib/notify';
import { useRemoveOrderLine } from '../../api/remove-order-line';
import { useOrderFormat } from './use-order-format';

/**
 * Confirms removing one item from an order still Ordered: its amount is credited back, and
 * removing the last item cancels the order (the dialog says so first).
 */
export function RemoveLineModal({
  order,
  line,
  label,
  onClose,
}: {
  order: FnbOrder;
  /** The line to remove; null closes the dialog. */
  line: OrderLine | null;
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useOrderFormat();
  const remove = useRemoveOrderLine();
  const last = order.lines.filter((l) => l.removedAt === null).length <= 1;
  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      title={t('fnb:orders.remove.title')}
      closeButtonProps={{ 'aria-label': t('fnb:orders.close') }}
    >
      {line && (
        <Stack gap="sm">
          <Text size="sm">
            {t('fnb:orders.remove.confirm', {
              quantity: line.quantity,
              name: line.name,
              number: label,
              amount: fmt.money(line.amount + line.tax),
            })}
          </Text>
          {last && (
            <Text size="sm" fw={700} c="red.9">
              {t('fnb:orders.remove.lastCancels')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('fnb:orders.remove.keep')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { id: order.id, lineId: line.id, version: order.version },
                  {
                    onSuccess: (o) => {
                      notifySuccess(
                        o.status === 'cancelled'
                          ? t('fnb:orders.remove.doneCancelled', { number: label })
                          : t('fnb:orders.remove.done', { name: line.name, number: label }),
                      );
                      onClose();
                    },
                    onError: onClose,
                  },
                )
              }
            >
              {t('fnb:orders.remove.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
