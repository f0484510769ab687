import type { SubCategory } from '@club/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete, useDelete } from '../../../../components/confirm-delete';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../../components/data-table';
import { errorText } from '../../../../lib/notify';
import { usePageTitle } from '../../../settings';
import { useDeleteSubCategory } from '../../api/delete-sub-category';
import { useCategory } from '../../api/get-category';
import { useReorderSubCategories } from '../../api/reorder-sub-categories';
import { useSetSubCategoryActive } from '../../api/set-sub-category-active';
import { MENU_DELETE_TEXTS, OUTLET_KEYS } from '../../components/admin/labels';
import { MoveButtons } from '../../components/admin/move-buttons';
import { SubCategoryFormModal } from '../../components/admin/sub-category-form';
import { categoriesOfOutletPath, itemsOfCategoryPath } from '../../components/admin/paths';
import { Thumb } from '../../components/admin/thumb';
import { moveId } from '../../lib/move-id';
import { ActiveSwitch, EditDeleteButtons } from '../../components/admin/row-controls';

/**
 * /admin/restaurant/ManageSubCategory/{id}: one category's sub-categories in the menu's
 * order: add, edit, activate, move and delete.
 */
export default function ManageSubCategoryPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, error } = useCategory(valid ? id : null, { errorInPlace: true });
  const category = data?.category;
  usePageTitle(
    category
      ? t('fnb:admin.subCategories.title', { name: category.name })
      : t('nav.items.fnbCategories'),
  );
  const [editing, setEditing] = useState<SubCategory | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const setActive = useSetSubCategoryActive();
  const reorder = useReorderSubCategories();
  const remove = useDelete(useDeleteSubCategory(), {
    ...MENU_DELETE_TEXTS,
    refused: 'fnb:admin.delete.subCategoryInUse',
  });

  const back = (
    <Anchor
      component={Link}
      to={categoriesOfOutletPath(category?.outlet ?? 'restaurant')}
      size="sm"
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('fnb:admin.subCategories.back')}
      </Group>
    </Anchor>
  );

  if (!valid || error) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{t('fnb:admin.subCategories.notFoundTitle')}</Title>
        <Alert color="red">
          {valid ? errorText(error) : t('fnb:admin.subCategories.notFound')}
        </Alert>
      </Stack>
    );
  }
  if (isPending || !data || !category) return <Skeleton h={320} />;

  const subs = data.subCategories;
  const ids = subs.map((s) => s.id);
  const openForm = (s: SubCategory | null) => {
    setEditing(s);
    setFormOpen(true);
  };

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start">
        <Group gap="md" align="flex-start" wrap="nowrap">
          {category.imageUrl && (
            <Box visibleFrom="sm">
              <Thumb url={category.imageUrl} />
            </Box>
          )}
          <div style={{ minWidth: 0 }}>
            {/* A long German word in a heading may break rather than widen a phone's page. */}
            <Title order={1} style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>
              {t('fnb:admin.subCategories.title', { name: category.name })}
            </Title>
            <Group gap="xs">
              <Text c="dimmed">{t(OUTLET_KEYS[category.outlet])}</Text>
              {!category.active && (
                <Badge color="gray" variant="light">
                  {t('fnb:admin.inactive')}
                </Badge>
              )}
              <Anchor component={Link} to={itemsOfCategoryPath(category)} size="sm">
                {t('fnb:admin.subCategories.itemsLink', { count: category.itemCount })}
              </Anchor>
            </Group>
          </div>
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
          {t('fnb:admin.subCategories.add')}
        </Button>
      </Group>

      <DataTable<SubCategory>
        aria-label={t('fnb:admin.subCategories.tableLabel', { name: category.name })}
        withTableBorder
        striped
        highlightOnHover
        minHeight={160}
        records={subs}
        noRecordsText={t('fnb:admin.subCategories.empty')}
        columns={[
          {
            accessor: 'sort',
            title: t('fnb:admin.fields.order'),
            width: 96,
            render: (s, i) => (
              <MoveButtons
                name={s.name}
                canUp={i > 0}
                canDown={i < subs.length - 1}
                disabled={reorder.isPending}
                onMove={(by) => {
                  const moved = moveId(ids, s.id, by);
                  if (moved) reorder.mutate({ categoryId: category.id, ids: moved });
                }}
              />
            ),
          },
          {
            accessor: 'name',
            title: t('fnb:admin.fields.name'),
            render: (s) => (
              <div>
                <Text size="sm" fw={500}>
                  {s.name}
                </Text>
                {s.description && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {s.description}
                  </Text>
                )}
              </div>
            ),
          },
          {
            accessor: 'itemCount',
            title: t('fnb:admin.categories.items'),
            textAlign: 'right',
          },
          {
            accessor: 'active',
            title: t('fnb:admin.fields.active'),
            render: (s) => <ActiveSwitch row={s} mutation={setActive} />,
          },
          {
            accessor: 'actions',
            title: <VisuallyHidden>{t('fnb:admin.actions')}</VisuallyHidden>,
            textAlign: 'right',
            render: (s) => (
              <EditDeleteButtons
                name={s.name}
                onEdit={() => openForm(s)}
                onDelete={() => remove.ask(s.id, s.name)}
              />
            ),
          },
        ]}
      />

      <SubCategoryFormModal
        opened={formOpen}
        categoryId={category.id}
        categoryName={category.name}
        subCategory={editing}
        onClose={() => setFormOpen(false)}
      />
      <ConfirmDelete {...remove.dialog} />
    </Stack>
  );
}
