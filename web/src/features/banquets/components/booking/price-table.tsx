import type { BanquetLine } from '@club/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../../settings';
import { HB_LINE_KEYS } from './labels';

/** One price line's text: the hall's own lines, the package x guests, an add-on. */
export function useLineText() {
  const { t } = useTranslation();
  return (l: BanquetLine, hours: number) => {
    if (l.kind === 'addon' && l.quantity > 1) {
      return t('banquets:hb.line.addonQty', { name: l.name, count: l.quantity });
    }
    return t(HB_LINE_KEYS[l.kind], { hours, count: l.quantity, name: l.name });
  };
}

/** A price broken down: each line, the subtotal, the hall's GST and the total. */
export function PriceTable({
  price,
}: {
  price: {
    hours: number;
    lines: BanquetLine[];
    subtotal: number;
    taxRate: number;
    tax: number;
    total: number;
  };
}) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const lineText = useLineText();
  return (
    <Table aria-label={t('banquets:hb.price.tableLabel')} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('banquets:hb.price.item')}</Table.Th>
          <Table.Th ta="right">{t('banquets:hb.price.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {price.lines.map((l, i) => (
          <Table.Tr key={`${l.kind}-${i}`}>
            <Table.Td>{lineText(l, price.hours)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {fmt.money(l.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td>{t('banquets:hb.price.subtotal')}</Table.Td>
          <Table.Td ta="right">{fmt.money(price.subtotal)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>{t('banquets:hb.price.tax', { rate: fmt.percent(price.taxRate) })}</Table.Td>
          <Table.Td ta="right">{fmt.money(price.tax)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('banquets:hb.price.total')}</Table.Th>
          <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
            {fmt.money(price.total)}
          </Table.Th>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
