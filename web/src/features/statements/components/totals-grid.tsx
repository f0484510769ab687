import type { StatementTotals } from '@club/contracts';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../settings';

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Card withBorder padding="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 600} size="lg" mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Card>
  );
}

/** Opening, charges, payments, credits and closing of one month. */
export function TotalsGrid({ totals }: { totals: StatementTotals }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="statement-totals">
      <Amount label={t('statements:opening')} value={f.money(totals.openingBalance)} />
      <Amount label={t('statements:charges')} value={f.money(totals.charges)} />
      <Amount label={t('statements:payments')} value={f.money(totals.payments)} />
      <Amount label={t('statements:credits')} value={f.money(totals.credits)} />
      <Amount
        label={totals.current ? t('statements:closingSoFar') : t('statements:closing')}
        value={f.money(totals.closingBalance)}
        strong
      />
    </SimpleGrid>
  );
}
