import 'mantine-datatable/styles.css';
import { DataTable as MantineDataTable, type DataTableProps } from 'mantine-datatable';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollHint, useHorizontalOverflow } from './table-scroll';

/** The column a list's rows come sorted by (the server's order), and which way. */
export interface SortedBy<T> {
  /** The column's accessor. */
  accessor: keyof T & string;
  direction: 'ascending' | 'descending';
}

/**
 * Tells assistive technology which column the rows are sorted by: `aria-sort` on that column's
 * header, and on no other. mantine-datatable takes no attributes for a header cell, and draws
 * a header again when a column shows or hides with the width: so the attribute is set on the
 * drawn header (its `data-accessor`) and set again whenever the table's content changes.
 */
function useAriaSort<T>(root: RefObject<HTMLElement | null>, sortedBy: SortedBy<T> | undefined) {
  const accessor = sortedBy?.accessor;
  const direction = sortedBy?.direction;
  useEffect(() => {
    const element = root.current;
    if (!element || !accessor || !direction) return;
    const mark = () => {
      for (const th of Array.from(element.querySelectorAll<HTMLElement>('thead th'))) {
        if (th.dataset.accessor === accessor) {
          if (th.getAttribute('aria-sort') !== direction) th.setAttribute('aria-sort', direction);
        } else if (th.hasAttribute('aria-sort')) {
          th.removeAttribute('aria-sort');
        }
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root, accessor, direction]);
}

/**
 * mantine-datatable as every list screen uses it: its paging controls named in the user's
 * language, and its scroll viewport reachable by keyboard. At phone width a table scrolls
 * sideways inside the viewport, and a keyboard user can scroll only a region that takes
 * focus (axe: scrollable-region-focusable), even when no row holds a link or a button: so
 * the viewport is focusable and named after the table; while it scrolls sideways, a line above
 * the table says so. A list in a fixed order names its column (`sortedBy`: `aria-sort` on
 * that header); the page says the order in words too.
 */
export function DataTable<T>({
  sortedBy,
  ...props
}: DataTableProps<T> & { sortedBy?: SortedBy<T> }) {
  const { t } = useTranslation();
  const { scrollAreaProps } = props;
  const ownViewport = useRef<HTMLDivElement>(null);
  const viewport = props.scrollViewportRef ?? ownViewport;
  const overflows = useHorizontalOverflow(viewport);
  useAriaSort(viewport, sortedBy);
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
