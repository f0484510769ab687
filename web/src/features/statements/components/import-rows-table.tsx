import type { StatementImportRow } from '@club/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../components/table-scroll';
import { useClubFormat } from '../../settings';

/** The bill rows of a file (preview) or of a past import. */
export function ImportRowsTable({
  rows,
  caption,
}: {
  rows: StatementImportRow[];
  caption: string;
}) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const num = {
    textAlign: 'right' as const,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap' as const,
  };
  return (
    <TableScroll minWidth={760} maxHeight={420} label={caption}>
      <Table striped withTableBorder stickyHeader verticalSpacing={4} aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statements:imports.line')}</Table.Th>
            <Table.Th>{t('statements:imports.billDate')}</Table.Th>
            <Table.Th>{t('statements:imports.member')}</Table.Th>
            <Table.Th style={num}>{t('statements:imports.opening')}</Table.Th>
            <Table.Th style={num}>{t('statements:imports.billAmount')}</Table.Th>
            <Table.Th style={num}>{t('statements:imports.received')}</Table.Th>
            <Table.Th style={num}>{t('statements:imports.closing')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.line}>
              <Table.Td>{r.line}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{f.date(r.billDate)}</Table.Td>
              <Table.Td>
                {r.memberCode}
                {r.memberName ? ` · ${r.memberName}` : ''}
              </Table.Td>
              <Table.Td style={num}>{f.money(r.opening)}</Table.Td>
              <Table.Td style={num}>{f.money(r.billAmount)}</Table.Td>
              <Table.Td style={num}>{f.money(r.received)}</Table.Td>
              <Table.Td style={num}>{f.money(r.closing)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
