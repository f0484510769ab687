import type { MemberMenuItem } from '@club/contracts';
import { Chip, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../settings';
import { useMemberItems } from '../../api/get-member-items';
import { useMemberMenu } from '../../api/get-member-menu';
import { ItemGrid } from '../../components/member/item-grid';
import { MenuLoadState } from '../../components/member/menu-load-state';
import { OrderingNav } from '../../components/member/ordering-nav';
import { OutletStatus } from '../../components/member/outlet-status';
import { useMenuFormat } from '../../components/member/use-menu-format';

const ALL = 'all';

const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * member/foodordering/categories (?category=&sub=): one category's items, its sub-categories
 * as chips; any category of either outlet can be chosen.
 */
export default function CategoriesPage() {
  const { t } = useTranslation();
  usePageTitle(t('fnb:member.categories.title'));
  const f = useMenuFormat();
  const [params, setParams] = useSearchParams();
  const menu = useMemberMenu();
  const categories = menu.data?.categories ?? [];
  const asked = idParam(params.get('category'));
  const category = categories.find((c) => c.id === asked) ?? categories[0];
  const askedSub = idParam(params.get('sub'));
  const sub = category?.subCategories.find((s) => s.id === askedSub);
  const outlet = menu.data?.outlets.find((o) => o.code === category?.outlet);
  const items = useMemberItems(
    { categoryId: category?.id, subCategoryId: sub?.id },
    category !== undefined,
  );

  const choose = (categoryId: number, subId?: number) =>
    setParams(
      subId
        ? { category: String(categoryId), sub: String(subId) }
        : { category: String(categoryId) },
      { replace: true },
    );

  const options = (menu.data?.outlets ?? []).map((o) => ({
    group: f.outletName(o.code),
    items: categories
      .filter((c) => c.outlet === o.code)
      .map((c) => ({ value: String(c.id), label: c.name })),
  }));

  // With all sub-categories shown, the items fall under their sub-category's heading.
  const groups: { name: string | null; items: MemberMenuItem[] }[] = [];
  for (const item of items.data?.items ?? []) {
    const name = sub ? null : item.subCategoryName;
    const last = groups.at(-1);
    if (last && last.name === name) last.items.push(item);
    else groups.push({ name, items: [item] });
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('fnb:member.categories.title')}</Title>
      <OrderingNav />
      <MenuLoadState
        error={menu.error ?? items.error}
        hasData={menu.data !== undefined}
        onRetry={() => void Promise.all([menu.refetch(), items.refetch()])}
      />
      {menu.isPending ? (
        <Skeleton h={320} />
      ) : !category ? (
        <Text c="dimmed">{t('fnb:member.noCategories')}</Text>
      ) : (
        <>
          <Select
            label={t('fnb:member.categories.category')}
            data={options}
            value={String(category.id)}
            onChange={(v) => v && choose(Number(v))}
            allowDeselect={false}
            searchable
            maw={360}
            comboboxProps={{ withinPortal: true }}
          />
          <Stack gap={4}>
            <Title order={2} size="h3" data-testid="category-title">
              {category.name}
            </Title>
            <Text size="sm" c="dimmed">
              {f.outletName(category.outlet)}
            </Text>
            {outlet && <OutletStatus outlet={outlet} />}
            {category.description && <Text>{category.description}</Text>}
          </Stack>
          {category.subCategories.length > 0 && (
            <Chip.Group
              multiple={false}
              value={sub ? String(sub.id) : ALL}
              onChange={(v) => choose(category.id, v === ALL ? undefined : Number(v))}
            >
              <Group
                gap="xs"
                role="radiogroup"
                aria-label={t('fnb:member.categories.subCategories')}
              >
                <Chip value={ALL} type="radio" variant="outline">
                  {t('fnb:member.categories.all')}
                </Chip>
                {category.subCategories.map((s) => (
                  <Chip key={s.id} value={String(s.id)} type="radio" variant="outline">
                    {s.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
          {items.isPending ? (
            <Skeleton h={240} />
          ) : groups.length === 0 ? (
            <Text c="dimmed">{t('fnb:member.categories.empty')}</Text>
          ) : (
            groups.map((g, i) => (
              <Stack key={`${g.name ?? ''}-${i}`} gap="sm">
                {groups.length > 1 && (
                  <Title order={3} size="h4">
                    {g.name ?? t('fnb:member.categories.other')}
                  </Title>
                )}
                <ItemGrid
                  items={g.items}
                  outlets={menu.data?.outlets}
                  label={g.name ?? category.name}
                />
              </Stack>
            ))
          )}
        </>
      )}
    </Stack>
  );
}
