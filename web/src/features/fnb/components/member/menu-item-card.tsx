import type { MemberMenuItem, Outlet } from '@club/contracts';
import { Anchor, Box, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DietMark } from '../../../../components/diet-mark';
import { CartControl } from './cart-control';
import { ItemImage } from './item-image';
import { itemPath } from './ordering-paths';
import { useMenuFormat } from './use-menu-format';

/**
 * One item of the menu: picture, veg mark, name (to its page), price, and the cart control.
 * On a phone the picture is a thumbnail beside the text, so more of the menu fits the screen.
 */
export function MenuItemCard({ item, outlet }: { item: MemberMenuItem; outlet?: Outlet }) {
  const { t } = useTranslation();
  const f = useMenuFormat();
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-labelledby={`menu-item-${item.id}`}
      data-testid="menu-item"
      style={{ flex: 1 }}
    >
      <Card.Section visibleFrom="xs" mb="sm">
        <ItemImage url={item.imageUrl} alt="" ratio={16 / 9} />
      </Card.Section>
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: 1 }}>
        <Box hiddenFrom="xs" w={80} style={{ flex: 'none' }}>
          <ItemImage url={item.imageUrl} alt="" ratio={1} />
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={8} wrap="nowrap" align="flex-start">
            <span style={{ paddingTop: 3 }}>
              <DietMark diet={item.diet} />
            </span>
            <Anchor
              component={Link}
              to={itemPath(item.id)}
              id={`menu-item-${item.id}`}
              fw={600}
              c="inherit"
              style={{ lineHeight: 1.3 }}
            >
              {item.name}
            </Anchor>
          </Group>
          {item.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {item.description}
            </Text>
          )}
          {item.availableFrom && item.availableTo && item.unavailable !== 'outsideHours' && (
            <Text size="xs" c="dimmed">
              {t('fnb:member.hours', {
                from: f.time(item.availableFrom),
                to: f.time(item.availableTo),
              })}
            </Text>
          )}
        </Stack>
      </Group>
      <Group justify="space-between" align="flex-end" mt="sm" gap="xs" wrap="wrap">
        <Text fw={700} size="lg" data-testid="menu-item-price">
          {f.money(item.price)}
        </Text>
        <CartControl item={item} outlet={outlet} />
      </Group>
    </Card>
  );
}
