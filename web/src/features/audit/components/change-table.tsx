import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function show(v: unknown): string {
  if (v === undefined) return '';
  if (v === null) return '—';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

/** Before and after of an audit entry, field by field (changed fields marked). */
export function ChangeTable({
  before,
  after,
  label,
}: {
  before: unknown;
  after: unknown;
  label: string;
}) {
  const { t } = useTranslation();
  if (!isPlainObject(before) && !isPlainObject(after)) {
    return (
      <Text size="sm" c="dimmed">
        {t('audit:noDetails')}
      </Text>
    );
  }
  const b = isPlainObject(before) ? before : {};
  const a = isPlainObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder fz="sm" aria-label={label} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit:field')}</Table.Th>
            <Table.Th>{t('audit:before')}</Table.Th>
            <Table.Th>{t('audit:after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((f) => {
            const changed = JSON.stringify(b[f]) !== JSON.stringify(a[f]);
            return (
              <Table.Tr key={f}>
                <Table.Td fw={changed ? 600 : 400}>{f}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{show(b[f])}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{show(a[f])}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
