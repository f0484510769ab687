import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * One card of the member dashboard: its title, its first rows (each a link to its own page),
 * the words when there are none, and the way to the whole list with the count.
 */
export function DashCard({
  title,
  icon,
  total,
  to,
  empty,
  testId,
  children,
}: {
  title: string;
  icon: ReactNode;
  total: number;
  /** The card's screen (the member's list). */
  to: string;
  empty: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      padding="md"
      h="100%"
      data-testid={testId}
      component="section"
      aria-label={title}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={3} size="h5">
            {title}
          </Title>
        </Group>
        <Anchor component={Link} to={to} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('dashboard:cards.seeAll', { count: total })}
        </Anchor>
      </Group>
      {total === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs">{children}</Stack>
      )}
    </Card>
  );
}

/** A row of a card: its link (what it is) with a badge beside it and a line of facts under it. */
export function DashRow({
  to,
  label,
  badge,
  facts,
}: {
  to: string;
  label: string;
  badge?: ReactNode;
  facts: string;
}) {
  return (
    <div>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Anchor component={Link} to={to} fw={600} size="sm">
          {label}
        </Anchor>
        {badge}
      </Group>
      <Text size="xs" c="dimmed">
        {facts}
      </Text>
    </div>
  );
}
