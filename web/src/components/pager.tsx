import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type PagerProps = Omit<PaginationProps, 'total' | 'value' | 'onChange'> & {
  /** Pages in all; nothing is drawn for one page or none. */
  pageCount: number;
  /** The page shown, from 0 as the API counts. */
  pageIndex: number;
  onPageIndexChange(pageIndex: number): void;
  /** The name of the navigation, e.g. "Pages of payments". */
  'aria-label': string;
};

/** Mantine's Pagination for a server-paged list, its controls named in the user's language. */
export function Pager({ pageCount, pageIndex, onPageIndexChange, ...props }: PagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <Pagination
      {...props}
      total={pageCount}
      value={pageIndex + 1}
      onChange={(page) => onPageIndexChange(page - 1)}
      getControlProps={(control) => ({
        'aria-label':
          control === 'next'
            ? t('common.pagination.next')
            : control === 'previous'
              ? t('common.pagination.previous')
              : undefined,
      })}
      getItemProps={(page) => ({ 'aria-label': t('common.pagination.page', { page }) })}
    />
  );
}
