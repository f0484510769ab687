import { DIRECTORY_SORTS } from '@club/contracts/core';
import { Stack, Text, Title } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filter-bar';
import { useListState } from '../../../components/list-kit';
import { CardList } from '../../../components/list-pager';
import { QueryStates } from '../../../components/query-states';
import { usePageTitle } from '../../settings';
import { useDirectory } from '../api/get-directory';
import { useMyListing } from '../api/my-listing';
import { DirectoryCard } from '../components/directory-card';
import { ListingCard } from '../components/listing-card';

const SORT_KEYS = {
  name: 'directory:list.sortName',
  membershipType: 'directory:list.sortType',
} as const;

/**
 * /apps/contacts ("Directory"): the member's own listing (listed or not, what they share),
 * then the members who chose to be listed, searched (a term of two characters or more) and
 * sorted by name or membership type, a page at a time (all in the address).
 */
export default function DirectoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('directory:title'));
  const list = useListState({
    filters: { term: {} },
    sort: { keys: DIRECTORY_SORTS, by: 'name' },
  });
  const term = list.filters.term ?? '';
  const page = useDirectory({
    term: term.length > 1 ? term : undefined,
    sortBy: list.sortBy,
    sortDir: list.sortDir,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  });
  const mine = useMyListing();
  const items = page.data?.items ?? [];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('directory:title')}</Title>
        <Text c="dimmed">{t('directory:intro')}</Text>
      </div>
      {mine.data && <ListingCard listing={mine.data} />}
      <FilterBar cols={{ base: 1, sm: 2 }}>
        <SearchFilter
          label={t('directory:list.search')}
          placeholder={t('directory:list.searchPlaceholder')}
          value={list.filters.term}
          onChange={(v) => list.setFilters({ term: v })}
        />
        <SelectFilter
          label={t('directory:list.sortBy')}
          placeholder={t('directory:list.sortName')}
          data={DIRECTORY_SORTS.map((s) => ({ value: s, label: t(SORT_KEYS[s]) }))}
          value={list.sortBy}
          onChange={(s) => list.setSort(s ?? 'name', 'asc')}
        />
      </FilterBar>
      <QueryStates
        query={page}
        loadingLabel={t('directory:list.loading')}
        isEmpty={items.length === 0 && list.pageIndex === 0}
        empty={
          <EmptyState
            icon={<IconAddressBook size={22} aria-hidden />}
            title={t('directory:list.empty')}
            hint={t('directory:list.emptyHint')}
          />
        }
      >
        <CardList
          label={t('directory:list.label')}
          busy={page.isFetching && page.isPlaceholderData}
          list={list}
          pagesLabel={t('directory:list.pagesLabel')}
          perPageLabel={t('directory:list.perPage')}
          pageCount={page.data?.pageCount ?? 0}
          total={page.data?.total ?? 0}
        >
          {items.map((e) => (
            <DirectoryCard key={e.id} entry={e} />
          ))}
        </CardList>
      </QueryStates>
    </Stack>
  );
}
