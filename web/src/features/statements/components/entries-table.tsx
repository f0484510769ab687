import type { LedgerEntry } from '@club/contracts';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClubFormat } from '../../settings';
import { LEDGER_ENTRY_KINDS, LEDGER_ENTRY_SOURCES } from '@club/contracts';
import { keyMap } from '../../../lib/i18n';

const SOURCE_KEYS = keyMap('statements:source.', LEDGER_ENTRY_SOURCES);
const KIND_KEYS = keyMap('statements:kind.', LEDGER_ENTRY_KINDS);

/** Where an entry came from: a link to its order or booking, else its reference. */
export function EntrySource({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation();
  const label = `${t(SOURCE_KEYS[entry.source])}${
    entry.sourceId && entry.source !== 'manual' && entry.source !== 'statement_import'
      ? ` ${entry.sourceId}`
      : ''
  }`;
  if (entry.link) {
    return (
      <Anchor component={Link} to={entry.link} size="xs">
        {label}
      </Anchor>
    );
  }
  const [importId, line] = (entry.sourceId ?? '').split(':');
  return (
    <Text size="xs" c="dimmed">
      {entry.source === 'statement_import' && line
        ? t('statements:billRef', { id: importId, line })
        : label}
    </Text>
  );
}

/**
 * A month's entries with the running balance. `opening` adds the opening line; `compact`
 * (dashboard) shows date, description and amount only.
 */
export function EntriesTable({
  entries,
  opening,
  caption,
  compact = false,
}: {
  entries: LedgerEntry[];
  opening?: number;
  caption: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const num = {
    textAlign: 'right' as const,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap' as const,
  };
  const cols = compact ? 2 : 5;
  return (
    <Table.ScrollContainer
      minWidth={compact ? 280 : 680}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {!compact && <Table.Th>{t('statements:date')}</Table.Th>}
            <Table.Th>{t('statements:description')}</Table.Th>
            {compact ? (
              <Table.Th style={num}>{t('statements:amount')}</Table.Th>
            ) : (
              <>
                <Table.Th style={num}>{t('statements:chargeColumn')}</Table.Th>
                <Table.Th style={num}>{t('statements:paymentColumn')}</Table.Th>
                <Table.Th style={num}>{t('statements:balance')}</Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {opening !== undefined && (
            <Table.Tr>
              <Table.Td />
              <Table.Td>
                <Text fw={600} size="sm">
                  {t('statements:opening')}
                </Text>
              </Table.Td>
              <Table.Td />
              <Table.Td />
              <Table.Td style={num}>{f.money(opening)}</Table.Td>
            </Table.Tr>
          )}
          {entries.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={cols}>
                <Text c="dimmed" ta="center" py="sm">
                  {t('statements:noEntries')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            entries.map((e) => (
              <Table.Tr key={e.id} data-testid="statement-entry">
                {!compact && (
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{f.date(e.postedAt)}</Table.Td>
                )}
                <Table.Td>
                  {compact && (
                    <Text size="xs" c="dimmed">
                      {f.date(e.postedAt)}
                    </Text>
                  )}
                  {/* A div: the kind's badge is one, and a <p> cannot hold it. */}
                  <Text size="sm" component="div">
                    {e.description}{' '}
                    <Badge size="xs" variant="default" data-kind={e.kind}>
                      {t(KIND_KEYS[e.kind])}
                    </Badge>
                  </Text>
                  <EntrySource entry={e} />
                </Table.Td>
                {compact ? (
                  <Table.Td style={num}>{f.money(e.amount)}</Table.Td>
                ) : (
                  <>
                    <Table.Td style={num}>{e.amount > 0 ? f.money(e.amount) : ''}</Table.Td>
                    <Table.Td style={num}>{e.amount < 0 ? f.money(-e.amount) : ''}</Table.Td>
                    <Table.Td style={num}>{f.money(e.balance)}</Table.Td>
                  </>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
