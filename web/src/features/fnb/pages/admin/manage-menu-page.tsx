import { FNB_OUTLETS, type MenuItem } from '@club/contracts';
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import {} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../../components/list-header';
import { ConfirmDelete, useDelete } from '../../../../components/confirm-delete';
import { DietMark } from '../../../../components/diet-mark';
import { FilterBar, SearchFilter, SelectFilter } from '../../../../components/filter-bar';
import { ID, useListState } from '../../../../components/list-kit';
import { ListTable } from '../../../../components/list-table';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useDeleteItem } from '../../api/delete-item';
import { useCategoryChoices } from '../../api/get-categories';
import { useCategory } from '../../api/get-category';
import { useItemList, type ItemListParams } from '../../api/get-item-list';
import { useSetItemActive } from '../../api/set-item-active';
import { useSetItemSoldOut } from '../../api/set-item-sold-out';
import { ItemFormModal } from '../../components/admin/item-form';
import { KITCHEN_KEYS, MENU_DELETE_TEXTS, OUTLET_KEYS } from '../../components/admin/labels';
import { Thumb } from '../../components/admin/thumb';
import { ActiveSwitch, EditDeleteButtons, FlagSwitch } from '../../components/admin/row-controls';

type SortKey = NonNullable<ItemListParams['sortBy']>;
/** The sort of each sortable column. */
const SORT_OF = {
  name: 'name',
  categoryName: 'category',
  price: 'price',
  updatedAt: 'updatedAt',
} as const satisfies Record<string, SortKey>;
const SORT_KEYS = Object.keys(SORT_OF) as (keyof typeof SORT_OF)[];
const ACTIVE = ['true', 'false'] as const;

/**
 * /admin/restaurant/ManageMenu ("Manage and Add Food Item"): every outlet's menu items,
 * server-paged, searchable and filtered, with activation and today's "sold out" in one click.
 */
export default function ManageMenuPage() {
  const { t } = useTranslation();
  usePageTitle(t('fnb:admin.items.title'));
  const { money, percent } = useClubFormat();
  // A link from a category opens the list filtered to it (?outlet=bar&categoryId=7).
  const list = useListState({
    filters: {
      term: {},
      outlet: { values: FNB_OUTLETS },
      categoryId: { pattern: ID },
      subCategoryId: { pattern: ID },
      active: { values: ACTIVE },
    },
    sort: { keys: SORT_KEYS, by: 'categoryName' },
  });
  const { term, outlet, active } = list.filters;
  // A category belongs to an outlet, a sub-category to a category: none without the other.
  const categoryId = outlet && list.filters.categoryId ? Number(list.filters.categoryId) : null;
  const subCategoryId =
    categoryId && list.filters.subCategoryId ? Number(list.filters.subCategoryId) : null;
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const categories = useCategoryChoices(outlet).data ?? [];
  const subCategories = useCategory(categoryId).data?.subCategories ?? [];
  const query: ItemListParams = {
    ...(term ? { term } : {}),
    ...(outlet ? { outlet } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(subCategoryId ? { subCategoryId } : {}),
    ...(active ? { active } : {}),
    sortBy: SORT_OF[list.sortBy],
    sortDir: list.sortDir,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  };
  const { data, isFetching } = useItemList(query);
  const setItemActive = useSetItemActive();
  const soldOut = useSetItemSoldOut();
  const remove = useDelete(useDeleteItem(), {
    ...MENU_DELETE_TEXTS,
    refused: 'fnb:admin.delete.itemInUse',
  });
  const openForm = (m: MenuItem | null) => {
    setEditing(m);
    setFormOpen(true);
  };
  const hours = (m: MenuItem) =>
    m.availableFrom && m.availableTo
      ? t('fnb:admin.items.hoursRange', { from: m.availableFrom, to: m.availableTo })
      : t('fnb:admin.items.allDay');

  return (
    <Stack gap="md">
      <ListHeader
        title={t('fnb:admin.items.title')}
        intro={t('fnb:admin.items.intro')}
        add={{ label: t('fnb:admin.items.add'), onClick: () => openForm(null) }}
      />

      <FilterBar cols={{ base: 1, sm: 2, lg: 5 }}>
        <SearchFilter
          label={t('fnb:admin.search')}
          placeholder={t('fnb:admin.items.searchPlaceholder')}
          value={term}
          onChange={(v) => list.setFilters({ term: v })}
        />
        <SelectFilter
          label={t('fnb:admin.fields.outlet')}
          placeholder={t('fnb:admin.all')}
          data={FNB_OUTLETS.map((o) => ({ value: o, label: t(OUTLET_KEYS[o]) }))}
          value={outlet}
          onChange={(v) => list.setFilters({ outlet: v, categoryId: null, subCategoryId: null })}
        />
        <SelectFilter
          label={t('fnb:admin.fields.category')}
          placeholder={outlet ? t('fnb:admin.all') : t('fnb:admin.items.outletFirst')}
          disabled={!outlet}
          searchable
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={categoryId ? String(categoryId) : null}
          onChange={(v) => list.setFilters({ categoryId: v, subCategoryId: null })}
        />
        <SelectFilter
          label={t('fnb:admin.fields.subCategory')}
          placeholder={t('fnb:admin.all')}
          disabled={subCategories.length === 0}
          data={subCategories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={subCategoryId ? String(subCategoryId) : null}
          onChange={(v) => list.setFilters({ subCategoryId: v })}
        />
        <SelectFilter
          label={t('fnb:admin.fields.active')}
          placeholder={t('fnb:admin.all')}
          data={[
            { value: 'true', label: t('fnb:admin.items.onlyActive') },
            { value: 'false', label: t('fnb:admin.items.onlyInactive') },
          ]}
          value={active}
          onChange={(v) => list.setFilters({ active: v })}
        />
      </FilterBar>

      <ListTable<MenuItem>
        aria-label={t('fnb:admin.items.tableLabel')}
        list={list}
        data={data}
        fetching={isFetching}
        empty={t('fnb:admin.items.empty')}
        sortable
        columns={[
          {
            accessor: 'imageUrl',
            title: <VisuallyHidden>{t('fnb:admin.fields.image')}</VisuallyHidden>,
            width: 72,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (m) => <Thumb url={m.imageUrl} />,
          },
          {
            accessor: 'diet',
            title: t('fnb:admin.fields.dietShort'),
            width: 64,
            textAlign: 'center',
            render: (m) => <DietMark diet={m.diet} />,
          },
          {
            accessor: 'name',
            title: t('fnb:admin.fields.name'),
            sortable: true,
            render: (m) => (
              <div>
                <Text size="sm" fw={500}>
                  {m.name}
                </Text>
                <Group gap={4}>
                  {!outlet && (
                    <Text size="xs" c="dimmed">
                      {t(OUTLET_KEYS[m.outlet])}
                    </Text>
                  )}
                  {m.soldOut && (
                    <Badge size="xs" color="red" variant="light">
                      {t('fnb:admin.items.soldOutBadge')}
                    </Badge>
                  )}
                </Group>
              </div>
            ),
          },
          {
            accessor: 'categoryName',
            title: t('fnb:admin.fields.category'),
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (m) => (
              <div>
                <Text size="sm">{m.categoryName}</Text>
                {m.subCategoryName && (
                  <Text size="xs" c="dimmed">
                    {m.subCategoryName}
                  </Text>
                )}
              </div>
            ),
          },
          {
            accessor: 'price',
            title: t('fnb:admin.fields.price'),
            sortable: true,
            textAlign: 'right',
            noWrap: true,
            render: (m) => money(m.price),
          },
          {
            accessor: 'kitchen',
            title: t('fnb:admin.fields.kitchen'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
            render: (m) => t(KITCHEN_KEYS[m.kitchen]),
          },
          {
            accessor: 'taxRate',
            title: t('fnb:admin.fields.tax'),
            textAlign: 'right',
            noWrap: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
            render: (m) => percent(m.taxRate),
          },
          {
            accessor: 'availableFrom',
            title: t('fnb:admin.fields.hours'),
            noWrap: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xl})`,
            render: hours,
          },
          {
            accessor: 'active',
            title: t('fnb:admin.fields.active'),
            render: (m) => <ActiveSwitch row={m} mutation={setItemActive} />,
          },
          {
            accessor: 'soldOut',
            title: t('fnb:admin.items.soldOut'),
            render: (m) => (
              <FlagSwitch
                row={m}
                flag="soldOut"
                on={m.soldOut}
                mutation={soldOut}
                color="red"
                label={t('fnb:admin.items.soldOutFor', { name: m.name })}
                said={(on) =>
                  t(on ? 'fnb:admin.items.markedSoldOut' : 'fnb:admin.items.backOnSale', {
                    name: m.name,
                  })
                }
              />
            ),
          },
          {
            accessor: 'actions',
            title: <VisuallyHidden>{t('fnb:admin.actions')}</VisuallyHidden>,
            textAlign: 'right',
            render: (m) => (
              <EditDeleteButtons
                name={m.name}
                onEdit={() => openForm(m)}
                onDelete={() => remove.ask(m.id, m.name)}
              />
            ),
          },
        ]}
      />

      <ItemFormModal
        opened={formOpen}
        item={editing}
        outlet={outlet ?? 'restaurant'}
        categoryId={categoryId}
        onClose={() => setFormOpen(false)}
      />
      <ConfirmDelete {...remove.dialog} />
    </Stack>
  );
}
