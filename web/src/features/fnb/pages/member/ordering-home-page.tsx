import type { MemberMenuHome, Outlet } from '@club/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../settings';
import { useMemberMenu } from '../../api/get-member-menu';
import { ItemImage } from '../../components/member/item-image';
import { MenuLoadState } from '../../components/member/menu-load-state';
import { OrderingNav } from '../../components/member/ordering-nav';
import { categoryPath, filtersPath } from '../../components/member/ordering-paths';
import { OutletStatus } from '../../components/member/outlet-status';
import { useMenuFormat } from '../../components/member/use-menu-format';

type MenuCategory = MemberMenuHome['categories'][number];

function CategoryCard({ category }: { category: MenuCategory }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      padding={0}
      component={Link}
      to={categoryPath(category.id)}
      data-testid="category-card"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <ItemImage url={category.imageUrl} alt="" ratio={3 / 2} />
      <Stack gap={0} p="sm">
        <Text fw={600} lineClamp={2}>
          {category.name}
        </Text>
        <Text size="sm" c="dimmed">
          {t('fnb:member.itemCount', { count: category.itemCount })}
        </Text>
      </Stack>
    </Card>
  );
}

function OutletSection({ outlet, categories }: { outlet: Outlet; categories: MenuCategory[] }) {
  const { t } = useTranslation();
  const f = useMenuFormat();
  const name = f.outletName(outlet.code);
  const headingId = `outlet-${outlet.code}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <div>
          <Title order={2} id={headingId} size="h3">
            {name}
          </Title>
          <OutletStatus outlet={outlet} />
        </div>
        <Button
          component={Link}
          to={filtersPath({ outlet: outlet.code })}
          variant="subtle"
          size="compact-md"
        >
          {t('fnb:member.browseOutlet', { outlet: name })}
        </Button>
      </Group>
      {outlet.paused ? (
        <Alert color="orange" icon={<IconInfoCircle size={20} />} p="xs">
          {t('fnb:member.pausedNote')}
        </Alert>
      ) : (
        !outlet.openNow && (
          <Alert color="gray" icon={<IconInfoCircle size={20} />} p="xs">
            {t('fnb:member.closedNote', {
              from: f.time(outlet.opensAt),
              to: f.time(outlet.closesAt),
            })}
          </Alert>
        )
      )}
      {categories.length === 0 ? (
        <Text c="dimmed">{t('fnb:member.noCategories')}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 4, lg: 5 }}
          spacing="sm"
          aria-label={t('fnb:member.categoriesOf', { outlet: name })}
          role="list"
        >
          {categories.map((c) => (
            <div role="listitem" key={c.id}>
              <CategoryCard category={c} />
            </div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** member/foodordering/home: both outlets with today's hours and state, and their categories. */
export default function OrderingHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('fnb:member.title'));
  const navigate = useNavigate();
  const menu = useMemberMenu();
  const [term, setTerm] = useState('');

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('fnb:member.title')}</Title>
        <Text c="dimmed">{t('fnb:member.intro')}</Text>
      </div>
      <OrderingNav />
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void navigate(filtersPath({ term: term.trim() }));
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('fnb:member.quickSearch')}
            placeholder={t('fnb:member.quickSearchPlaceholder')}
            value={term}
            onChange={(e) => setTerm(e.currentTarget.value)}
            leftSection={<IconSearch size={16} />}
            style={{ flex: 1, maxWidth: 480 }}
            type="search"
          />
          <Button type="submit">{t('fnb:member.search')}</Button>
        </Group>
      </form>
      <MenuLoadState
        error={menu.error}
        hasData={menu.data !== undefined}
        onRetry={() => void menu.refetch()}
      />
      {menu.isPending ? (
        <Skeleton h={320} />
      ) : (
        menu.data?.outlets.map((o) => (
          <OutletSection
            key={o.code}
            outlet={o}
            categories={menu.data.categories.filter((c) => c.outlet === o.code)}
          />
        ))
      )}
    </Stack>
  );
}
