import type { LedgerEntry } from '@club/contracts';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useWidthAtLeast } from '../../../lib/viewport';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableScroll } from '../../../components/table-scroll';
import { useClubFormat } from '../../settings';
import { LEDGER_ENTRY_KINDS, LEDGER_ENTRY_SOURCES } from '@club/contracts';
import { keyMap } from '../../../lib/i18n';

const SOURCE_KEYS = keyMap('statements:source.', LEDGER_ENTRY_SOURCES);
const KIND_KEYS = keyMap('statements:kind.', LEDGER_ENTRY_KINDS);

/** A subscription's source id: the month it is for, 'YYYY-MM'. */
const MONTH = /^\d{4}-\d{2}$/;

/**
 * Where an entry came from, as a member reads it: a link to the page of its cause (an online
 * payment), else what kind of entry it is, with the month of a subscription. Internal
 * references (an import's number and line, an order's record number) are not shown.
 */
export function EntrySource({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const kind = t(SOURCE_KEYS[entry.source]);
  const id = entry.sourceId;
  const label =
    entry.source === 'dues' && id
      ? `${kind} ${id}`
      : entry.source === 'subscription' && id && MONTH.test(id)
        ? `${kind}, ${f.month(id)}`
        : kind;
  if (entry.link) {
    return (
      <Anchor component={Link} to={entry.link} size="xs">
        {label}
      </Anchor>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      {label}
    </Text>
  );
}

/** The description of an entry with its kind and source. */
function EntryText({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation();
  return (
    <>
      {/* A div: the kind's badge is one, and a <p> cannot hold it. */}
      <Text size="sm" component="div">
        {entry.description}{' '}
        <Badge size="xs" variant="default" data-kind={entry.kind}>
          {t(KIND_KEYS[entry.kind])}
        </Badge>
      </Text>
      <EntrySource entry={entry} />
    </>
  );
}

/**
 * A month's entries with the running balance. `opening` adds the opening line; `compact`
 * (dashboard) shows date, description and amount only. On a narrow screen the entries stack:
 * each shows its date, description and amount (and the balance after it) without scrolling
 * sideways.
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
  // Mantine's sm (48em).
  const narrow = !useWidthAtLeast(768, true);
  const stacked = compact || narrow;
  const num = {
    textAlign: 'right' as const,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap' as const,
  };
  const cols = stacked ? 2 : 5;
  return (
    <TableScroll minWidth={stacked ? 260 : 680} label={caption}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {!stacked && <Table.Th>{t('statements:date')}</Table.Th>}
            <Table.Th>{t('statements:description')}</Table.Th>
            {stacked ? (
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
              {!stacked && <Table.Td />}
              <Table.Td>
                <Text fw={600} size="sm">
                  {t('statements:opening')}
                </Text>
              </Table.Td>
              {!stacked && (
                <>
                  <Table.Td />
                  <Table.Td />
                </>
              )}
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
            entries.map((e) =>
              stacked ? (
                <Table.Tr key={e.id} data-testid="statement-entry">
                  {/* A long word (German "Veranstaltungsbuchung") breaks rather than widen the
                      table past a phone's width beside a six-figure amount. */}
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="xs" c="dimmed">
                      {f.date(e.postedAt)}
                    </Text>
                    <EntryText entry={e} />
                  </Table.Td>
                  <Table.Td style={{ ...num, verticalAlign: 'top' }}>
                    <Text size="sm" fw={500} style={num}>
                      {f.money(e.amount)}
                    </Text>
                    {!compact && (
                      <Text size="xs" c="dimmed" style={num}>
                        {t('statements:balanceAfter', { amount: f.money(e.balance) })}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ) : (
                <Table.Tr key={e.id} data-testid="statement-entry">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{f.date(e.postedAt)}</Table.Td>
                  <Table.Td>
                    <EntryText entry={e} />
                  </Table.Td>
                  <Table.Td style={num}>{e.amount > 0 ? f.money(e.amount) : ''}</Table.Td>
                  <Table.Td style={num}>{e.amount < 0 ? f.money(-e.amount) : ''}</Table.Td>
                  <Table.Td style={num}>{f.money(e.balance)}</Table.Td>
                </Table.Tr>
              ),
            )
          )}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
