import type { FnbOrder, OrderLine } from '@club/contracts';
import { ActionIcon, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DietMark } from '../../../../components/diet-mark';
import { useOrderFormat } from './use-order-format';

/**
 * An order's lines (diet mark, name, quantity, unit price, amount, GST) and its totals with
 * the CGST and SGST halves. A removed line stays, struck through. Unit price and tax hide on
 * a phone; the amount and totals stay.
 */
export function OrderLines({
  order,
  onRemove,
}: {
  order: FnbOrder;
  /** Offered while the order may lose an item. */
  onRemove?: (line: OrderLine) => void;
}) {
  const { t } = useTranslation();
  const fmt = useOrderFormat();
  const totalRow = (label: string, value: number, strong = false, testId?: string) => (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 500} component="dt">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} component="dd" m={0} data-testid={testId}>
        {fmt.money(value)}
      </Text>
    </Group>
  );
  return (
    <Stack gap="sm">
      <Table aria-label={t('fnb:orders.detail.linesLabel')} verticalSpacing="xs" layout="auto">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fnb:orders.lines.item')}</Table.Th>
            <Table.Th ta="right">{t('fnb:orders.lines.quantity')}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('fnb:orders.lines.price')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('fnb:orders.lines.gst')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('fnb:orders.lines.tax')}
            </Table.Th>
            <Table.Th ta="right">{t('fnb:orders.lines.amount')}</Table.Th>
            {onRemove && (
              <Table.Th>
                <VisuallyHidden>{t('fnb:orders.lines.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((l) => {
            const removed = l.removedAt !== null;
            const dim = removed ? { c: 'dimmed', td: 'line-through' as const } : {};
            return (
              <Table.Tr key={l.id} data-testid="order-line" data-removed={removed || undefined}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap" align="center">
                    <DietMark diet={l.diet} size={14} />
                    <Text size="sm" {...dim}>
                      {l.name}
                    </Text>
                    {removed && (
                      <Badge
                        color="gray"
                        variant="light"
                        size="sm"
                        styles={{ root: { color: '#343a40' } }}
                      >
                        {t('fnb:orders.lines.removed')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" {...dim}>
                    {l.quantity}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" {...dim}>
                    {fmt.money(l.price)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  <Text size="sm" {...dim}>
                    {fmt.percent(l.taxRate)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" {...dim}>
                    {fmt.money(l.tax)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" {...dim}>
                    {fmt.money(l.amount)}
                  </Text>
                </Table.Td>
                {onRemove && (
                  <Table.Td ta="right">
                    {!removed && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('fnb:orders.remove.label', { name: l.name })}
                        onClick={() => onRemove(l)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Stack component="dl" gap={4} m={0} ml="auto" w="100%" maw={320}>
        {totalRow(t('fnb:orders.totals.subtotal'), order.subtotal)}
        {totalRow(t('fnb:orders.totals.cgst'), order.cgst)}
        {totalRow(t('fnb:orders.totals.sgst'), order.sgst)}
        {totalRow(t('fnb:orders.totals.total'), order.total, true, 'order-total')}
      </Stack>
    </Stack>
  );
}
