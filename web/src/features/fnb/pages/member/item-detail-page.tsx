import {
  Anchor,
  Breadcrumbs,
  Button,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DIET_KEYS } from '../../../../lib/text-keys';
import { DietMark } from '../../../../components/diet-mark';
import { isApiError } from '../../../../lib/api';
import { usePageTitle } from '../../../settings';
import { useMemberItem } from '../../api/get-member-item';
import { useMemberMenu } from '../../api/get-member-menu';
import { CartControl } from '../../components/member/cart-control';
import { ItemImage } from '../../components/member/item-image';
import { MenuLoadState } from '../../components/member/menu-load-state';
import { OrderingNav } from '../../components/member/ordering-nav';
import { categoryPath, ORDERING_PATHS } from '../../components/member/ordering-paths';
import { OutletStatus } from '../../components/member/outlet-status';
import { useMenuFormat } from '../../components/member/use-menu-format';
import { useCart } from '../../cart/use-cart';

/** member/foodordering/detail/{id}: one item, its price, hours and whether it can be added now. */
export default function ItemDetailPage() {
  const { t } = useTranslation();
  const f = useMenuFormat();
  const id = Number(useParams().id);
  const item = useMemberItem(id);
  const menu = useMemberMenu();
  const cart = useCart();
  const data = item.data;
  usePageTitle(data?.name ?? t('fnb:member.title'));
  const outlet = menu.data?.outlets.find((o) => o.code === data?.outlet);
  const notFound =
    !Number.isInteger(id) ||
    id <= 0 ||
    (isApiError(item.error) && (item.error.status === 404 || item.error.status === 400));

  if (notFound) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('fnb:member.detail.notFound')}</Title>
        <OrderingNav />
        <Button
          component={Link}
          to={ORDERING_PATHS.home}
          variant="light"
          leftSection={<IconArrowLeft size={18} />}
          w="fit-content"
        >
          {t('fnb:member.detail.back')}
        </Button>
      </Stack>
    );
  }

  if (!data) {
    return (
      <Stack gap="lg">
        <OrderingNav />
        <MenuLoadState error={item.error} hasData={false} onRetry={() => void item.refetch()} />
        {!item.error && <Skeleton h={360} />}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <nav aria-label={t('fnb:member.detail.breadcrumb')}>
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to={ORDERING_PATHS.home}>
            {f.outletName(data.outlet)}
          </Anchor>
          <Anchor component={Link} to={categoryPath(data.categoryId)}>
            {data.categoryName}
          </Anchor>
          {data.subCategoryId && data.subCategoryName && (
            <Anchor component={Link} to={categoryPath(data.categoryId, data.subCategoryId)}>
              {data.subCategoryName}
            </Anchor>
          )}
        </Breadcrumbs>
      </nav>
      <OrderingNav />
      <MenuLoadState error={item.error} hasData onRetry={() => void item.refetch()} />
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ItemImage url={data.imageUrl} alt={data.name} ratio={16 / 10} eager />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="center">
              <DietMark diet={data.diet} size={20} />
              <Title order={1} size="h2">
                {data.name}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {t(DIET_KEYS[data.diet])}
            </Text>
            {data.description && <Text>{data.description}</Text>}
            <div>
              <Text size="xl" fw={700} data-testid="item-price">
                {f.money(data.price)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('fnb:member.taxNote', { rate: f.percent(data.taxRate) })}
              </Text>
            </div>
            <Text size="sm">
              {data.availableFrom && data.availableTo
                ? t('fnb:member.hours', {
                    from: f.time(data.availableFrom),
                    to: f.time(data.availableTo),
                  })
                : t('fnb:member.allDay')}
            </Text>
            {outlet && (
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {f.outletName(outlet.code)}
                </Text>
                <OutletStatus outlet={outlet} />
              </Stack>
            )}
            <CartControl item={data} outlet={outlet} size="md" />
            {cart.quantityOf(data.id) > 0 && (
              <Button
                component={Link}
                to={ORDERING_PATHS.cart}
                variant="light"
                leftSection={<IconShoppingCart size={18} />}
                w="fit-content"
              >
                {t('fnb:member.viewCart')}
              </Button>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
