import type { AuditEntry } from '@club/contracts';
import { Code, List, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAmountLocale } from '../../../components/money-input';
import { useClubFormat } from '../../settings';
import { describeChange, hasDetails, type Shown } from './describe-change';

function Value({ value }: { value: Shown | undefined }) {
  if (!value) return null;
  if ('items' in value)
    return (
      <List size="sm" spacing={2}>
        {value.items.map((item, i) => (
          <List.Item key={i}>{item}</List.Item>
        ))}
      </List>
    );
  return <>{value.text}</>;
}

/**
 * Before and after of an audit entry, field by field, as office staff read them: labels,
 * formatted values, changed fields first and marked. The raw entry (and where the request
 * came from) stays in the collapsed technical details.
 */
export function ChangeTable({ entry, label }: { entry: AuditEntry; label: string }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const locale = useAmountLocale();
  const { before, after } = entry;
  const rows = hasDetails(before, after)
    ? describeChange(entry, {
        t,
        locale,
        money: (minor) => fmt.money(minor),
        dateTime: fmt.dateTime,
        day: fmt.date,
        month: fmt.month,
      })
    : [];
  const withBefore = rows.some((r) => r.before);
  const withAfter = rows.some((r) => r.after);
  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('audit:noDetails')}
        </Text>
      ) : (
        <Table withTableBorder fz="sm" aria-label={label} verticalSpacing={4} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="34%">{t('audit:field')}</Table.Th>
              {withBefore && <Table.Th>{t('audit:before')}</Table.Th>}
              {withAfter && <Table.Th>{t('audit:after')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.field}>
                <Table.Td fw={r.changed ? 700 : 400} style={{ wordBreak: 'break-word' }}>
                  {r.label}
                  {r.changed && <VisuallyHidden> ({t('audit:changed')})</VisuallyHidden>}
                </Table.Td>
                {withBefore && (
                  <Table.Td style={{ wordBreak: 'break-word' }}>
                    <Value value={r.before} />
                  </Table.Td>
                )}
                {withAfter && (
                  <Table.Td style={{ wordBreak: 'break-word' }}>
                    <Value value={r.after} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <details>
        <summary>
          <Text component="span" size="xs" c="dimmed">
            {t('audit:technical')}
          </Text>
        </summary>
        <Stack gap={4} mt={4}>
          <Text size="xs" c="dimmed">
            {t('audit:technicalIds', {
              action: entry.action,
              entity: entry.entity,
              id: entry.entityId ?? t('common.notAvailable'),
            })}
          </Text>
          {entry.ip && (
            <Text size="xs" c="dimmed">
              {t('audit:origin', { ip: entry.ip, request: entry.requestId ?? '' })}
            </Text>
          )}
          {hasDetails(before, after) && (
            <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {JSON.stringify({ before, after }, null, 2)}
            </Code>
          )}
        </Stack>
      </details>
    </Stack>
  );
}
