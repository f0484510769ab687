import type { EventCategory } from '@club/contracts';
import { ActionIcon, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../../components/list-header';
import { ConfirmDelete, useDelete, type DeleteTexts } from '../../../../components/confirm-delete';
import { usePageTitle } from '../../../settings';
import { useDeleteEventCategory, useEventCategories } from '../../api/event-categories';
import { CategoryFormModal } from '../../components/admin/category-form';

/** The words of a category's delete (refused while it has events). */
const DELETE_TEXTS: DeleteTexts = {
  title: 'events:categories.delete.title',
  text: 'events:categories.delete.text',
  deleted: 'events:categories.deleted',
  refused: 'events:categories.delete.inUse',
};

/** One category's line: name, count of events, shown or hidden, edit and delete. */
function CategoryRow({
  category,
  onEdit,
  onDelete,
}: {
  category: EventCategory;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="category-row">
      <div>
        <Text fw={500}>{category.name}</Text>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {t('events:categories.events', { count: category.events })}
          </Text>
          {!category.active && (
            <Badge size="xs" color="gray.7">
              {t('events:categories.inactive')}
            </Badge>
          )}
        </Group>
      </div>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t('events:categories.editName', { name: category.name })}
          onClick={onEdit}
        >
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('events:categories.deleteName', { name: category.name })}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/**
 * events/ManageCategory: the events' category tree, Sports and Entertainment and the
 * categories under them, each with its count of events; add, edit, hide and delete.
 */
export default function ManageEventCategoriesPage() {
  const { t } = useTranslation();
  usePageTitle(t('events:categories.title'));
  const { data, isPending } = useEventCategories();
  const remove = useDelete(useDeleteEventCategory(), DELETE_TEXTS);
  const [form, setForm] = useState<{
    category: EventCategory | null;
    parentId: number | null;
  } | null>(null);
  const roots = data?.items ?? [];

  return (
    <Stack gap="md">
      <ListHeader
        title={t('events:categories.title')}
        intro={t('events:categories.intro')}
        add={{
          label: t('events:categories.add'),
          onClick: () => setForm({ category: null, parentId: null }),
        }}
      />
      {isPending ? (
        <Skeleton h={200} />
      ) : roots.length === 0 ? (
        <Text c="dimmed">{t('events:categories.empty')}</Text>
      ) : (
        roots.map((root) => (
          <Card withBorder key={root.id} component="section" aria-labelledby={`cat-${root.id}`}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h4" id={`cat-${root.id}`}>
                  {root.name}
                </Title>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="light"
                    aria-label={t('events:categories.addChild', { name: root.name })}
                    onClick={() => setForm({ category: null, parentId: root.id })}
                  >
                    <IconPlus size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('events:categories.editName', { name: root.name })}
                    onClick={() => setForm({ category: root, parentId: null })}
                  >
                    <IconEdit size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('events:categories.deleteName', { name: root.name })}
                    onClick={() => remove.ask(root.id, root.name)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              {root.children.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('events:categories.empty')}
                </Text>
              ) : (
                root.children.map((c) => (
                  <CategoryRow
                    key={c.id}
                    category={c}
                    onEdit={() => setForm({ category: c, parentId: root.id })}
                    onDelete={() => remove.ask(c.id, c.name)}
                  />
                ))
              )}
            </Stack>
          </Card>
        ))
      )}
      <CategoryFormModal
        opened={form !== null}
        category={form?.category ?? null}
        parentId={form?.parentId ?? null}
        roots={roots}
        onClose={() => setForm(null)}
      />
      <ConfirmDelete {...remove.dialog} />
    </Stack>
  );
}
