import { Group, Select } from '@mantine/core';
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
