import { Anchor, Card, Group, Select, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './list-kit';
import type { ListPaging } from './list-table';
import { Pager } from './pager';

/**
 * A card list's paging (a member's list, where a table is wrong on a phone): the pages and the
 * one `PAGE_SIZES` to choose from, both in the list's state (`useListState`: the address). The
 * size is offered only when the list holds more than the smallest page.
 */
export function ListPager({
  list,
  pageCount,
  total,
  label,
  perPageLabel,
}: {
  list: Pick<ListPaging, 'page' | 'pageSize' | 'setPage' | 'setPageSize'>;
  pageCount: number;
  total: number;
  /** The pages' name ("Pages of my orders"). */
  label: string;
  /** The size's label; common's "Rows per page" unless given. */
  perPageLabel?: string;
}) {
  const { t } = useTranslation();
  if (total <= (PAGE_SIZES[0] ?? 0) && pageCount <= 1) return null;
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Pager
        aria-label={label}
        pageCount={pageCount}
        pageIndex={list.page - 1}
        onPageIndexChange={(i) => list.setPage(i + 1)}
      />
      <Select
        label={perPageLabel ?? t('common.pagination.perPage')}
        data={PAGE_SIZES.map(String)}
        value={String(list.pageSize)}
        onChange={(v) => v && list.setPageSize(Number(v))}
        allowDeselect={false}
        w={160}
        ml="auto"
      />
    </Group>
  );
}

/**
 * A page of cards (a member's orders, their feedback) as a list with its pager: `children` are
 * the cards (each an `li`), busy while another page loads over the shown one.
 */
export function CardList({
  label,
  busy,
  children,
  ...pager
}: {
  /** The list's name ("My orders"). */
  label: string;
  /** Another page is loading over this one. */
  busy: boolean;
  children: ReactNode;
} & Omit<Parameters<typeof ListPager>[0], 'label'> & { pagesLabel: string }) {
  const { pagesLabel, ...rest } = pager;
  return (
    <Stack gap="md">
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={label} aria-busy={busy}>
        {children}
      </Stack>
      <ListPager {...rest} label={pagesLabel} />
    </Stack>
  );
}

/**
 * One card of a `CardList`: its title a link to the record's page (the card is labelled by it;
 * plain text for a record with no page), the facts under it, and on the right what stands out
 * (a status, a total). `onOpen` runs as the link is followed; `accent` marks the card with a
 * coloured edge (a notification not yet read). `testId` and `data` name the card for tests
 * (`data-order="12"`).
 */
export function ListCard({
  headingId,
  title,
  to,
  onOpen,
  accent,
  aside,
  children,
  testId,
  data,
}: {
  /** Unique on the page (`my-order-12`). */
  headingId: string;
  title: ReactNode;
  /** The record's page; the title is plain text without one. */
  to?: string;
  onOpen?: () => void;
  accent?: boolean;
  aside: ReactNode;
  children: ReactNode;
  testId: string;
  data?: Record<`data-${string}`, string | number>;
}) {
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      aria-labelledby={headingId}
      data-testid={testId}
      {...data}
      style={{
        listStyle: 'none',
        borderInlineStart: accent ? '4px solid var(--mantine-color-blue-filled)' : undefined,
      }}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {to ? (
              <Anchor component={Link} to={to} inherit onClick={onOpen}>
                {title}
              </Anchor>
            ) : (
              title
            )}
          </Title>
          {children}
        </Stack>
        <Stack gap={6} align="flex-end" style={{ flex: 'none' }}>
          {aside}
        </Stack>
      </Group>
    </Card>
  );
}
