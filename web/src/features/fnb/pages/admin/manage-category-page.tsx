import { FNB_OUTLETS, type Category, type FnbOutlet } from '@club/contracts';
import { Anchor, SegmentedControl, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../../components/list-header';
import { ConfirmDelete, useDelete } from '../../../../components/confirm-delete';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../../components/data-table';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../components/list-kit';
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

/**
 * /admin/restaurant/ManageCategory ("Manage and Add Category"): an outlet's categories,
 * server-paged and searchable, with their order, activation, photos and sub-categories; and
 * the outlet's ordering settings.
 */
export default function ManageCategoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('fnb:admin.categories.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('outlet');
  const outlet: FnbOutlet = isOutlet(requested) ? requested : 'restaurant';
  const [term, setTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(term.trim(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<DataTableSortStatus<Category>>({
    columnAccessor: 'sort',
    direction: 'asc',
  });
  const [editing, setEditing] = useState<Category | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const query: CategoryListParams = {
    outlet,
    ...(debouncedTerm ? { term: debouncedTerm } : {}),
    sortBy: sort.columnAccessor as SortKey,
    sortDir: sort.direction,
    pageIndex: page - 1,
    pageSize,
  };
  const { data, isFetching } = useCategoryList(query);
  const setActive = useSetCategoryActive();
  const move = useMoveCategory();
  const remove = useDelete(useDeleteCategory(), {
    ...MENU_DELETE_TEXTS,
    refused: 'fnb:admin.delete.categoryInUse',
  });
  // Moving is about the menu's own order: the whole list, in that order.
  const ordered = !debouncedTerm && sort.columnAccessor === 'sort' && sort.direction === 'asc';
  const firstIndex = (page - 1) * pageSize;

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
          onChange={(v) => {
            setParams(v === 'restaurant' ? {} : { outlet: v }, { replace: true });
            setPage(1);
          }}
          data={FNB_OUTLETS.map((o) => ({ value: o, label: t(OUTLET_KEYS[o]) }))}
        />
      </Stack>

      <OutletPanel code={outlet} />

      <TextInput
        label={t('fnb:admin.search')}
        placeholder={t('fnb:admin.categories.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={480}
        value={term}
        onChange={(e) => {
          setTerm(e.currentTarget.value);
          setPage(1);
        }}
      />

      {!ordered && (
        <Text size="sm" c="dimmed">
          {t('fnb:admin.categories.orderHint')}
        </Text>
      )}
      <DataTable<Category>
        aria-label={t('fnb:admin.categories.tableLabel', { outlet: t(OUTLET_KEYS[outlet]) })}
        withTableBorder
        striped
        highlightOnHover
        minHeight={200}
        records={data?.items ?? []}
        fetching={isFetching}
        totalRecords={data?.total ?? 0}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(n) => {
          setPageSize(n);
          setPage(1);
        }}
        noRecordsText={t('fnb:admin.categories.empty')}
        sortStatus={sort}
        onSortStatusChange={(s) => {
          setSort(s);
          setPage(1);
        }}
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
