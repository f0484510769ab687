import { FNB_OUTLETS, type FnbOutlet, type MenuItem } from '@club/contracts';
import {
  Badge,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DietMark } from '../../../../components/diet-mark';
import { DataTable } from '../../../../components/data-table';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../components/list-kit';
import { notifySuccess } from '../../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useDeleteItem } from '../../api/delete-item';
import { useCategoryChoices } from '../../api/get-categories';
import { useCategory } from '../../api/get-category';
import { useItemList, type ItemListParams } from '../../api/get-item-list';
import { useSetItemActive } from '../../api/set-item-active';
import { useSetItemSoldOut } from '../../api/set-item-sold-out';
import { ConfirmDelete } from '../../components/admin/confirm-delete';
import { notifyDeleteRefused } from '../../components/admin/delete-refused';
import { ItemFormModal } from '../../components/admin/item-form';
import { isOutlet, KITCHEN_KEYS, OUTLET_KEYS } from '../../components/admin/labels';
import { Thumb } from '../../components/admin/thumb';
import { ActiveSwitch, EditDeleteButtons, FlagSwitch } from '../../components/admin/row-controls';

type SortKey = NonNullable<ItemListParams['sortBy']>;
/** The sort of each sortable column. */
const SORT_OF: Record<string, SortKey> = {
  name: 'name',
  categoryName: 'category',
  price: 'price',
  updatedAt: 'updatedAt',
};
type ActiveFilter = 'true' | 'false';

/**
 * /admin/restaurant/ManageMenu ("Manage and Add Food Item"): every outlet's menu items,
 * server-paged, searchable and filtered, with activation and today's "sold out" in one click.
 */
export default function ManageMenuPage() {
  const { t } = useTranslation();
  usePageTitle(t('fnb:admin.items.title'));
  const { money, percent } = useClubFormat();
  const [term, setTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(term.trim(), 300);
  // A link from a category opens the list filtered to it (?outlet=bar&categoryId=7).
  const [params] = useSearchParams();
  const [outlet, setOutlet] = useState<FnbOutlet | null>(() => {
    const o = params.get('outlet');
    return isOutlet(o) ? o : null;
  });
  const [categoryId, setCategoryId] = useState<number | null>(() => {
    const id = Number(params.get('categoryId'));
    return isOutlet(params.get('outlet')) && Number.isInteger(id) && id > 0 ? id : null;
  });
  const [subCategoryId, setSubCategoryId] = useState<number | null>(null);
  const [active, setActive] = useState<ActiveFilter | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<DataTableSortStatus<MenuItem>>({
    columnAccessor: 'categoryName',
    direction: 'asc',
  });
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);

  const categories = useCategoryChoices(outlet).data ?? [];
  const subCategories = useCategory(categoryId).data?.subCategories ?? [];
  const query: ItemListParams = {
    ...(debouncedTerm ? { term: debouncedTerm } : {}),
    ...(outlet ? { outlet } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(subCategoryId ? { subCategoryId } : {}),
    ...(active ? { active } : {}),
    sortBy: SORT_OF[sort.columnAccessor] ?? 'name',
    sortDir: sort.direction,
    pageIndex: page - 1,
    pageSize,
  };
  const { data, isFetching } = useItemList(query);
  const setItemActive = useSetItemActive();
  const soldOut = useSetItemSoldOut();
  const remove = useDeleteItem();
  const clear = (field: string) => ({
    'aria-label': t('fnb:admin.clearField', { field }),
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
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('fnb:admin.items.title')}</Title>
          <Text c="dimmed">{t('fnb:admin.items.intro')}</Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
          {t('fnb:admin.items.add')}
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        <TextInput
          label={t('fnb:admin.search')}
          placeholder={t('fnb:admin.items.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={term}
          onChange={(e) => {
            setTerm(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label={t('fnb:admin.fields.outlet')}
          placeholder={t('fnb:admin.all')}
          clearable
          clearButtonProps={clear(t('fnb:admin.fields.outlet'))}
          data={FNB_OUTLETS.map((o) => ({ value: o, label: t(OUTLET_KEYS[o]) }))}
          value={outlet}
          onChange={(v) => {
            setOutlet(v as FnbOutlet | null);
            setCategoryId(null);
            setSubCategoryId(null);
            setPage(1);
          }}
        />
        <Select
          label={t('fnb:admin.fields.category')}
          placeholder={outlet ? t('fnb:admin.all') : t('fnb:admin.items.outletFirst')}
          disabled={!outlet}
          clearable
          searchable
          clearButtonProps={clear(t('fnb:admin.fields.category'))}
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={categoryId ? String(categoryId) : null}
          onChange={(v) => {
            setCategoryId(v ? Number(v) : null);
            setSubCategoryId(null);
            setPage(1);
          }}
        />
        <Select
          label={t('fnb:admin.fields.subCategory')}
          placeholder={t('fnb:admin.all')}
          disabled={subCategories.length === 0}
          clearable
          clearButtonProps={clear(t('fnb:admin.fields.subCategory'))}
          data={subCategories.map((s) => ({ value: String(s.id), label: s.name }))}
          value={subCategoryId ? String(subCategoryId) : null}
          onChange={(v) => {
            setSubCategoryId(v ? Number(v) : null);
            setPage(1);
          }}
        />
        <Select
          label={t('fnb:admin.fields.active')}
          placeholder={t('fnb:admin.all')}
          clearable
          clearButtonProps={clear(t('fnb:admin.fields.active'))}
          data={[
            { value: 'true', label: t('fnb:admin.items.onlyActive') },
            { value: 'false', label: t('fnb:admin.items.onlyInactive') },
          ]}
          value={active}
          onChange={(v) => {
            setActive(v as ActiveFilter | null);
            setPage(1);
          }}
        />
      </SimpleGrid>

      <DataTable<MenuItem>
        aria-label={t('fnb:admin.items.tableLabel')}
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
        noRecordsText={t('fnb:admin.items.empty')}
        sortStatus={sort}
        onSortStatusChange={(s) => {
          setSort(s);
          setPage(1);
        }}
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
                onDelete={() => setDeleting(m)}
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
      <ConfirmDelete
        name={deleting?.name ?? null}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notifySuccess(t('fnb:admin.deleted', { name: deleting.name })),
            onError: (e) =>
              notifyDeleteRefused(e, t('fnb:admin.delete.itemInUse', { name: deleting.name })),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
