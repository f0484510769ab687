import { FNB_OUTLETS, type FnbOutlet, type MemberMenuItem, type Outlet } from '@club/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  CloseButton,
  Divider,
  Group,
  List,
  Popover,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconShoppingBag, IconTrash } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DietMark } from '../../../../components/diet-mark';
import { isApiError } from '../../../../lib/api';
import { useLanguage } from '../../../../lib/use-language';
import { usePageTitle } from '../../../settings';
import { memberItemQueryOptions } from '../../api/get-member-item';
import { useMemberItems } from '../../api/get-member-items';
import { useMemberMenu } from '../../api/get-member-menu';
import { cartTotals, type CartItem, type PriceChange } from '../../cart/cart-store';
import { useCart } from '../../cart/use-cart';
import { CartControl } from '../../components/member/cart-control';
import { ItemImage } from '../../components/member/item-image';
import { OrderingNav } from '../../components/member/ordering-nav';
import { checkoutPath, itemPath, ORDERING_PATHS } from '../../components/member/ordering-paths';
import { OutletStatus } from '../../components/member/outlet-status';
import { useMenuFormat } from '../../components/member/use-menu-format';

/**
 * Keeps the cart's lines up to date with the menu (price, availability): the menu's items, and
 * each line the menu no longer lists asked for by itself (an inactive item says so; a deleted
 * one is "no longer on the menu"). Returns the prices that changed since the lines were added.
 */
function useCartFreshness(lines: CartItem[]) {
  const cart = useCart();
  const lang = useLanguage();
  const all = useMemberItems({});
  const listed = useMemo(() => new Set(all.data?.items.map((i) => i.id)), [all.data]);
  const missing = all.data ? lines.filter((l) => !listed.has(l.item_id)) : [];
  const singles = useQueries({
    queries: missing.map((l) => ({ ...memberItemQueryOptions(l.item_id, lang), retry: false })),
  });
  const fresh: MemberMenuItem[] = [...(all.data?.items ?? [])];
  missing.forEach((l, i) => {
    const q = singles[i];
    if (q?.data) fresh.push(q.data);
    else if (isApiError(q?.error) && q.error.status === 404)
      fresh.push({ ...l, unavailable: 'inactive' });
  });
  const signature = JSON.stringify(fresh);
  const [changes, setChanges] = useState<PriceChange[]>([]);
  useEffect(() => {
    const found = cart.refresh(fresh);
    if (found.length === 0) return;
    setChanges((prev) => {
      const merged = new Map(prev.map((c) => [c.item_id, c]));
      for (const c of found) {
        const before = merged.get(c.item_id);
        merged.set(c.item_id, before ? { ...c, from: before.from } : c);
      }
      return [...merged.values()].filter((c) => c.from !== c.to);
    });
    // `signature` stands for `fresh`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, cart.refresh]);
  return { changes, dismiss: () => setChanges([]) };
}

function CartLine({ line, outlet, first }: { line: CartItem; outlet?: Outlet; first: boolean }) {
  const { t } = useTranslation();
  const f = useMenuFormat();
  const cart = useCart();
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      py="sm"
      data-testid="cart-line"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Box w={72} visibleFrom="xs" style={{ flex: 'none' }}>
        <ItemImage url={line.imageUrl} alt="" ratio={1} />
      </Box>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={8} wrap="nowrap" align="flex-start" justify="space-between">
          <Group gap={8} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <span style={{ paddingTop: 3 }}>
              <DietMark diet={line.diet} />
            </span>
            <Anchor component={Link} to={itemPath(line.item_id)} fw={600} c="inherit">
              {line.name}
            </Anchor>
          </Group>
          <ActionIcon
            variant="subtle"
            color="red.9"
            size={36}
            onClick={() => cart.remove(line.item_id)}
            aria-label={t('fnb:member.cart.removeNamed', { name: line.name })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <Text size="sm" c="dimmed">
          {t('fnb:member.cart.unitPrice', { price: f.money(line.price) })}
        </Text>
        <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
          <CartControl item={line} outlet={outlet} />
          <Text fw={700} data-testid="line-total">
            <Text span size="sm" c="dimmed" fw={400} mr={6}>
              {t('fnb:member.cart.lineTotal')}
            </Text>
            {f.money(line.price * line.cartQuantity)}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}

function ClearButton({ outlet }: { outlet: FnbOutlet }) {
  const { t } = useTranslation();
  const f = useMenuFormat();
  const cart = useCart();
  const [opened, setOpened] = useState(false);
  const name = f.outletName(outlet);
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus withArrow position="top">
      <Popover.Target>
        <Button
          variant="default"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setOpened((o) => !o)}
          aria-label={t('fnb:member.cart.clearNamed', { outlet: name })}
        >
          {t('fnb:member.cart.clear')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown
        role="dialog"
        aria-label={t('fnb:member.cart.clearNamed', { outlet: name })}
      >
        <Stack gap="xs">
          <Text size="sm">{t('fnb:member.cart.clearConfirm', { outlet: name })}</Text>
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              {t('fnb:member.cart.clearNo')}
            </Button>
            <Button
              size="xs"
              color="red.8"
              onClick={() => {
                setOpened(false);
                cart.clear(outlet);
              }}
            >
              {t('fnb:member.cart.clearYes')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function OutletCart({
  code,
  lines,
  outlet,
}: {
  code: FnbOutlet;
  lines: CartItem[];
  outlet?: Outlet;
}) {
  const { t } = useTranslation();
  const f = useMenuFormat();
  const totals = cartTotals(lines);
  const name = f.outletName(code);
  const headingId = `cart-${code}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {t('fnb:member.cart.outletCart', { outlet: name })}
          </Title>
          {outlet && <OutletStatus outlet={outlet} />}
        </Group>
        <Box
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('fnb:member.cart.linesLabel', { outlet: name })}
        >
          {lines.map((l, i) => (
            <CartLine key={l.item_id} line={l} outlet={outlet} first={i === 0} />
          ))}
        </Box>
        <Divider />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={2} data-testid={`cart-totals-${code}`}>
            <Text>
              {t('fnb:member.cart.quantity')}:{' '}
              <b data-testid="cart-quantity-total">{totals.quantity}</b>
            </Text>
            <Text size="lg">
              {t('fnb:member.cart.amount')}:{' '}
              <b data-testid="cart-amount">{f.money(totals.amount)}</b>
            </Text>
            <Text size="sm" c="dimmed">
              {t('fnb:member.cart.beforeTax')}
            </Text>
          </Stack>
          <Group gap="xs">
            <ClearButton outlet={code} />
            <Button
              component={Link}
              to={checkoutPath(code)}
              leftSection={<IconShoppingBag size={16} />}
              aria-label={t('fnb:member.cart.checkoutNamed', { outlet: name })}
              data-testid={`checkout-${code}`}
            >
              {t('fnb:member.cart.checkout')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** member/foodordering/cart: the member's carts, one per outlet, with quantities, totals and clear. */
export default function CartPage() {
  const { t } = useTranslation();
  const f = useMenuFormat();
  usePageTitle(t('fnb:member.cart.title'));
  const cart = useCart();
  const menu = useMemberMenu();
  const { changes, dismiss } = useCartFreshness(cart.lines);
  const byOutlet = FNB_OUTLETS.map((code) => ({
    code,
    lines: cart.lines.filter((l) => l.outlet === code),
    outlet: menu.data?.outlets.find((o) => o.code === code),
  })).filter((g) => g.lines.length > 0);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('fnb:member.cart.title')}</Title>
      <OrderingNav />
      {changes.length > 0 && (
        <Alert
          color="yellow"
          icon={<IconInfoCircle size={20} />}
          title={t('fnb:member.cart.priceChanged')}
          data-testid="price-changes"
          withCloseButton={false}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <List size="sm">
              {changes.map((c) => (
                <List.Item key={c.item_id}>
                  {t('fnb:member.cart.priceChange', {
                    name: c.name,
                    from: f.money(c.from),
                    to: f.money(c.to),
                  })}
                </List.Item>
              ))}
            </List>
            <CloseButton onClick={dismiss} aria-label={t('fnb:member.cart.dismiss')} />
          </Group>
        </Alert>
      )}
      {byOutlet.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text data-testid="cart-empty">{t('fnb:member.cart.empty')}</Text>
          <Button component={Link} to={ORDERING_PATHS.home}>
            {t('fnb:member.cart.browse')}
          </Button>
        </Stack>
      ) : (
        <>
          {byOutlet.length > 1 && <Text c="dimmed">{t('fnb:member.cart.perOutlet')}</Text>}
          {byOutlet.map((g) => (
            <OutletCart key={g.code} code={g.code} lines={g.lines} outlet={g.outlet} />
          ))}
        </>
      )}
    </Stack>
  );
}
