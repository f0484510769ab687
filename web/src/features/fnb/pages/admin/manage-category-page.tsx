import { FNB_OUTLETS, type Category, type FnbOutlet } from '@club/contracts';
import { Anchor, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import {} from '@mantine/hooks';
import {} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../../components/list-header';
import { ConfirmDelete, useDelete } from '../../../../components/confirm-delete';
import { Link } from 'react-router';
import { FilterBar, SearchFilter } from '../../../../components/filter-bar';
import { useListState } from '../../../../components/list-kit';
import { ListTable } from '../../../../components/list-table';
import { usePageTitle } from '../../../settings';
import { useDeleteCategory } from '../../api/delete-category';
import { useCategoryList, type CategoryListParams } from '../../api/get-categories';
import { useMoveCategory } from '../../api/reorder-categories';
import { useSetCategoryActive } from '../../api/set-category-active';
import { CategoryFormModal } from '../../components/admin/category-form';
import { isOutlet, MENU_DELETE_TEXTS, OUTLET_KEYS } from '../../components/admin/labels';
import { MoveButtons } from '../../components/admin/move-buttons';
import { OutletPanel } from '../../components/admin/outlet-panel';
import { itemsOfCategoryPath, subCategoriesPath } from '../../components/admin/paths';
import { Thumb } from '../../components/admin/thumb';
import { ActiveSwitch, EditDeleteButtons } from '../../components/admin/row-controls';

type SortKey = NonNullable<CategoryListParams['sortBy']>;
/** The sortable columns (each sorts by its own name). */
const SORT_KEYS = ['sort', 'name'] as const satisfies readonly SortKey[];

/**
 * /admin/restaurant/ManageCategory ("Manage and Add Category"): an outlet's categories,
 * server-paged and searchable, with their order, activation, photos and sub-categories; and
 * the outlet's ordering settings.
 */
export default function ManageCategoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('fnb:admin.categories.title'));
  // The outlet, search, order and page are in the address (?outlet=bar&term=tea&page=2).
  const list = useListState({
    filters: { outlet: { values: FNB_OUTLETS, default: 'restaurant' }, term: {} },
    sort: { keys: SORT_KEYS, by: 'sort' },
  });
  const outlet: FnbOutlet = list.filters.outlet ?? 'restaurant';
  const { term } = list.filters;
  const [editing, setEditing] = useState<Category | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const query: CategoryListParams = {
    outlet,
    ...(term ? { term } : {}),
    sortBy: list.sortBy,
    sortDir: list.sortDir,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  };
  const { data, isFetching } = useCategoryList(query);
  const setActive = useSetCategoryActive();
  const move = useMoveCategory();
  const remove = useDelete(useDeleteCategory(), {
    ...MENU_DELETE_TEXTS,
    refused: 'fnb:admin.delete.categoryInUse',
  });
  // Moving is about the menu's own order: the whole list, in that order.
  const ordered = !term && list.sortBy === 'sort' && list.sortDir === 'asc';
  const firstIndex = list.pageIndex * list.pageSize;

  const openForm = (c: Category | null) => {
    setEditing(c);
    setFormOpen(true);
  };

  return (
    <Stack gap="md">
      <ListHeader
        title={t('fnb:admin.categories.title')}
        intro={t('fnb:admin.categories.intro')}
        add={{ label: t('fnb:admin.categories.add'), onClick: () => openForm(null) }}
      />

      <Stack gap={4}>
        <Text size="sm" fw={500} id="outlet-switch-label">
          {t('fnb:admin.fields.outlet')}
        </Text>
        <SegmentedControl
          aria-labelledby="outlet-switch-label"
          style={{ alignSelf: 'flex-start' }}
          value={outlet}
          onChange={(v) => list.setFilters({ outlet: isOutlet(v) ? v : null })}
          data={FNB_OUTLETS.map((o) => ({ value: o, label: t(OUTLET_KEYS[o]) }))}
        />
      </Stack>

      <OutletPanel code={outlet} />

      <FilterBar cols={{ base: 1, sm: 2 }}>
        <SearchFilter
          label={t('fnb:admin.search')}
          placeholder={t('fnb:admin.categories.searchPlaceholder')}
          value={term}
          onChange={(v) => list.setFilters({ term: v })}
        />
      </FilterBar>

      {!ordered && (
        <Text size="sm" c="dimmed">
          {t('fnb:admin.categories.orderHint')}
        </Text>
      )}
      <ListTable<Category>
        aria-label={t('fnb:admin.categories.tableLabel', { outlet: t(OUTLET_KEYS[outlet]) })}
        list={list}
        data={data}
        fetching={isFetching}
        empty={t('fnb:admin.categories.empty')}
        sortable
        columns={[
          {
            accessor: 'sort',
            title: t('fnb:admin.fields.order'),
            sortable: true,
            width: 96,
            render: (c, i) =>
              ordered ? (
                <MoveButtons
                  name={c.name}
                  canUp={firstIndex + i > 0}
                  canDown={firstIndex + i < (data?.total ?? 0) - 1}
                  disabled={move.isPending}
                  onMove={(by) => move.mutate({ outlet, id: c.id, by })}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {c.sort}
                </Text>
              ),
          },
          {
            accessor: 'imageUrl',
            title: <VisuallyHidden>{t('fnb:admin.fields.image')}</VisuallyHidden>,
            width: 72,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (c) => <Thumb url={c.imageUrl} />,
          },
          {
            accessor: 'name',
            title: t('fnb:admin.fields.name'),
            sortable: true,
            render: (c) => (
              <div>
                <Text size="sm" fw={500}>
                  {c.name}
                </Text>
                {c.description && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {c.description}
                  </Text>
                )}
              </div>
            ),
          },
          {
            accessor: 'subCategoryCount',
            title: t('fnb:admin.categories.subCategories'),
            noWrap: true,
            render: (c) => (
              <Anchor
                component={Link}
                to={subCategoriesPath(c.id)}
                size="sm"
                aria-label={t('fnb:admin.categories.subCategoriesOf', {
                  count: c.subCategoryCount,
                  name: c.name,
                })}
              >
                {t('fnb:admin.categories.subCount', { count: c.subCategoryCount })}
              </Anchor>
            ),
          },
          {
            accessor: 'itemCount',
            title: t('fnb:admin.categories.items'),
            textAlign: 'right',
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (c) => (
              <Anchor
                component={Link}
                to={itemsOfCategoryPath(c)}
                size="sm"
                aria-label={t('fnb:admin.categories.itemsOf', { count: c.itemCount, name: c.name })}
              >
                {c.itemCount}
              </Anchor>
            ),
          },
          {
            accessor: 'active',
            title: t('fnb:admin.fields.active'),
            render: (c) => <ActiveSwitch row={c} mutation={setActive} />,
          },
          {
            accessor: 'actions',
            title: <VisuallyHidden>{t('fnb:admin.actions')}</VisuallyHidden>,
            textAlign: 'right',
            render: (c) => (
              <EditDeleteButtons
                name={c.name}
                onEdit={() => openForm(c)}
                onDelete={() => remove.ask(c.id, c.name)}
              />
            ),
          },
        ]}
      />

      <CategoryFormModal
        opened={formOpen}
        outlet={outlet}
        category={editing}
        onClose={() => setFormOpen(false)}
      />
      <ConfirmDelete {...remove.dialog} />
    </Stack>
  );
}
