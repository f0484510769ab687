import 'mantine-datatable/styles.css';
import { DataTable as MantineDataTable, type DataTableProps } from 'mantine-datatable';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollHint, useHorizontalOverflow } from './table-scroll';

/**
 * mantine-datatable as every list screen uses it: its paging controls named in the user's
 * language, and its scroll viewport reachable by keyboard. At phone width a table scrolls
 * sideways inside the viewport, and a keyboard user can scroll only a region that takes
 * focus (axe: scrollable-region-focusable), even when no row holds a link or a button: so
 * the viewport is focusable and named after the table; while it scrolls sideways, a line above
 * the table says so.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { scrollAreaProps } = props;
  const ownViewport = useRef<HTMLDivElement>(null);
  const viewport = props.scrollViewportRef ?? ownViewport;
  const overflows = useHorizontalOverflow(viewport);
  // DataTableProps is a union (paged or not, custom loader or not) that a spread with extra
  // attributes does not narrow: the labels below only take effect on a paged table.
  const withDefaults = {
    recordsPerPageLabel: t('common.pagination.perPage'),
    paginationText: ({
      from,
      to,
      totalRecords,
    }: {
      from: number;
      to: number;
      totalRecords: number;
    }) => t('common.pagination.range', { from, to, total: totalRecords }),
    getPaginationControlProps: (control: string) => ({
      'aria-label':
        control === 'previous' ? t('common.pagination.previous') : t('common.pagination.next'),
    }),
    ...props,
    scrollViewportRef: viewport,
    scrollAreaProps: {
      ...scrollAreaProps,
      viewportProps: {
        tabIndex: 0,
        role: 'region',
        'aria-label': props['aria-label'],
        ...scrollAreaProps?.viewportProps,
      },
    },
  } as DataTableProps<T>;
  return (
    <div>
      <ScrollHint shown={overflows} />
      <MantineDataTable<T> {...withDefaults} />
    </div>
  );
}
