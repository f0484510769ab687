import {
  fnbOutletSchema,
  type CheckoutRequest,
  type CheckoutResponse,
  type FnbOutlet,
  type FnbPaymentMethod,
} from '@club/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconShoppingBag } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useReadableText } from '../../../../components/status-badge';
import { isApiError } from '../../../../lib/api';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { showToast } from '../../../../lib/notify';
import { useCardCheckout } from '../../../payments';
import { usePageTitle } from '../../../settings';
import { useMemberMenu } from '../../api/get-member-menu';
import { fnbKeys } from '../../api/keys';
import { usePlaceOrder } from '../../api/place-order';
import { orderTotalsOf } from '../../cart/cart-store';
import { useCart } from '../../cart/use-cart';
import { AddressPicker } from '../../components/checkout/address-picker';
import {
  CartChangeList,
  nameChanges,
  useCartChangeText,
} from '../../components/checkout/cart-changes';
import { CheckoutSummary } from '../../components/checkout/checkout-summary';
import { FORM_STYLE } from '../../../../components/form-style';
import { myOrderDetailPath, ORDERING_PATHS } from '../../components/member/ordering-paths';
import { OutletStatus } from '../../components/member/outlet-status';
import { useMenuFormat } from '../../components/member/use-menu-format';
import { newCheckoutKey } from '../../lib/checkout-key';
import {
  checkoutFormSchema,
  refusalText,
  useOutletBlock,
  type CheckoutValues,
} from '../../components/member/checkout-form';
import { FulfilmentChoice, PaymentChoice } from '../../components/member/checkout-choices';
import { SlotField } from '../../components/member/checkout-slot-field';

/** The outlet's cart is empty: the way back to the menu. */
function EmptyCheckout({ outlet }: { outlet: FnbOutlet }) {
  const { t } = useTranslation();
  const f = useMenuFormat();
  return (
    <Stack gap="sm" align="flex-start">
      <Text data-testid="checkout-empty">
        {t('fnb:member.checkout.empty', { outlet: f.outletName(outlet) })}
      </Text>
      <Button component={Link} to={ORDERING_PATHS.home}>
        {t('fnb:member.checkout.browse')}
      </Button>
    </Stack>
  );
}

function Checkout({ outlet }: { outlet: FnbOutlet }) {
  const { t } = useTranslation();
  const readable = useReadableText();
  const f = useMenuFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const cart = useCart();
  const lines = cart.lines.filter((l) => l.outlet === outlet);
  const totals = orderTotalsOf(lines);
  const menu = useMemberMenu();
  const info = menu.data?.outlets.find((o) => o.code === outlet);
  const blocked = useOutletBlock(outlet, info);
  const place = usePlaceOrder();
  const card = useCardCheckout();
  const changeText = useCartChangeText(outlet);
  const name = f.outletName(outlet);

  // One key per checkout attempt: a double click or a retry sends the same; a success makes anew.
  const key = useRef(newCheckoutKey());
  const sending = useRef(false);
  const [changed, setChanged] = useState<string[] | null>(null);
  /** The order is placed: the page is on its way to it (a card order through its payment). */
  const [placed, setPlaced] = useState<FnbPaymentMethod | null>(null);
  const changedRef = useRef<HTMLDivElement>(null);

  const form = useZodForm<CheckoutValues>(checkoutFormSchema, {
    initialValues: {
      fulfilment: 'collection',
      addressId: null,
      slot: '',
      paymentMethod: 'account',
      notes: '',
      termsAccepted: false,
    },
  });
  const values = form.getValues();

  // The earliest time offered is chosen until the member picks one; a time gone is unchosen.
  const onSlots = (available: string[]) => {
    const slot = form.getValues().slot;
    if (!available.includes(slot)) form.setFieldValue('slot', available[0] ?? '');
  };

  useEffect(() => {
    if (changed) changedRef.current?.focus();
  }, [changed]);

  const placedOrder = async ({ order, checkout }: CheckoutResponse) => {
    key.current = newCheckoutKey();
    setPlaced(order.paymentMethod);
    // On account the order is placed: its cart empties (no message, SPEC.md §8). By card the
    // cart waits for the payment: a declined or closed checkout cancels the order, not the cart.
    if (!checkout) cart.complete(outlet);
    if (checkout) {
      // A card order: its provider's checkout opens as the dues page opens it.
      const end = await card.open(checkout);
      if (end.kind === 'left') return;
      if (end.kind === 'settled' && end.payment?.status === 'captured') cart.complete(outlet);
      // The provider's script did not load: the order waits for its payment.
      if (end.kind === 'unavailable')
        showToast({
          color: 'red',
          title: t('common.error'),
          message: t('fnb:member.checkout.card.scriptFailed'),
          withCloseButton: true,
        });
    }
    void navigate(myOrderDetailPath(order.id));
  };

  const refused = (error: unknown) => {
    sending.current = false;
    if (isApiError(error) && error.code === 'cart_changed') {
      const changes = error.problem.changes ?? [];
      const sentences =
        changes.length > 0
          ? nameChanges(changes, lines).map(changeText)
          : [t('fnb:member.checkout.changed.total')];
      cart.applyChanges(changes);
      setChanged(sentences);
      showToast({
        color: 'yellow',
        title: t('fnb:member.checkout.changed.title'),
        message: <CartChangeList sentences={sentences} />,
        withCloseButton: true,
      });
      // The outlet's state and the menu's prices as they are now.
      void qc.invalidateQueries({ queryKey: fnbKeys.member() });
      return;
    }
    applyProblemToForm(form, error);
    showToast({
      color: 'red',
      title: t('common.error'),
      message: refusalText(error),
      withCloseButton: true,
    });
    if (isApiError(error) && error.problem.errors?.some((e) => e.field === 'slot')) {
      void qc.invalidateQueries({ queryKey: fnbKeys.slots(outlet) });
    }
  };

  const submit = form.onSubmit((v) => {
    if (sending.current || lines.length === 0 || blocked) return;
    sending.current = true;
    setChanged(null);
    const body: CheckoutRequest = {
      outlet,
      lines: lines.map((l) => ({ itemId: l.item_id, quantity: l.cartQuantity, price: l.price })),
      expectedTotal: totals.total,
      fulfilment: v.fulfilment,
      slot: v.slot,
      addressId: v.fulfilment === 'club_delivery' ? Number(v.addressId) : null,
      paymentMethod: v.paymentMethod,
      notes: v.notes,
      termsAccepted: true,
      idempotencyKey: key.current,
    };
    place.mutate(body, { onSuccess: (r) => void placedOrder(r), onError: refused });
  });

  if (placed === 'card') {
    return <Text aria-live="polite">{t('fnb:member.checkout.card.checking')}</Text>;
  }
  if (placed) return <Skeleton h={200} />;

  if (lines.length === 0 && !changed) return <EmptyCheckout outlet={outlet} />;

  const blockedId = `checkout-blocked-${outlet}`;
  return (
    <Stack gap="lg">
      {info && <OutletStatus outlet={info} />}
      {blocked && (
        <Alert
          color={info?.paused ? 'orange' : 'gray'}
          icon={<IconInfoCircle size={20} />}
          data-testid="outlet-blocked"
        >
          <Text size="sm" id={blockedId}>
            {blocked}
          </Text>
        </Alert>
      )}
      <div ref={changedRef} tabIndex={-1} style={{ outline: 'none' }}>
        {changed && (
          <Alert
            color="yellow"
            icon={<IconInfoCircle size={20} />}
            title={t('fnb:member.checkout.changed.title')}
            styles={{ title: { color: readable('yellow') } }}
            data-testid="checkout-changed"
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <CartChangeList sentences={changed} />
              </div>
              <CloseButton
                onClick={() => setChanged(null)}
                aria-label={t('fnb:member.checkout.changed.dismiss')}
              />
            </Group>
          </Alert>
        )}
      </div>
      {lines.length === 0 ? (
        <EmptyCheckout outlet={outlet} />
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <CheckoutSummary outlet={outlet} lines={lines} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder padding="md">
              <form
                noValidate
                style={FORM_STYLE}
                onSubmit={submit}
                aria-label={t('fnb:member.checkout.title')}
              >
                <Stack gap="md">
                  <FulfilmentChoice outlet={outlet} {...form.getInputProps('fulfilment')} />
                  <Text size="sm" c="dimmed" data-testid="chamber-note">
                    {t('fnb:member.checkout.chamberNote')}
                  </Text>
                  {values.fulfilment === 'club_delivery' && (
                    <AddressPicker
                      value={values.addressId}
                      onChange={(id) => form.setFieldValue('addressId', id)}
                      error={form.errors.addressId}
                    />
                  )}
                  <SlotField
                    code={outlet}
                    outlet={info}
                    fulfilment={values.fulfilment}
                    inputProps={form.getInputProps('slot')}
                    onSlots={onSlots}
                  />
                  <Textarea
                    label={t('fnb:member.checkout.notes')}
                    description={t('fnb:member.checkout.notesHint')}
                    autosize
                    minRows={2}
                    maxRows={5}
                    maxLength={300}
                    {...form.getInputProps('notes')}
                  />
                  <PaymentChoice {...form.getInputProps('paymentMethod')} />
                  <Checkbox
                    label={t('fnb:member.checkout.terms')}
                    description={t('fnb:member.checkout.termsText')}
                    {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
                  />
                  <Button
                    type="submit"
                    size="md"
                    leftSection={<IconShoppingBag size={18} />}
                    loading={place.isPending}
                    disabled={blocked !== null}
                    aria-describedby={blocked ? blockedId : undefined}
                    data-testid="place-order"
                  >
                    {t('fnb:member.checkout.place', { total: f.money(totals.total) })}
                  </Button>
                  {blocked && (
                    <Text size="sm" c="dimmed">
                      {t('fnb:member.checkout.notNow', { outlet: name })}
                    </Text>
                  )}
                </Stack>
              </form>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

/** member/foodordering/checkout?outlet=restaurant|bar: one outlet's cart placed as an order. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const f = useMenuFormat();
  usePageTitle(t('fnb:member.checkout.title'));
  const [params] = useSearchParams();
  const parsed = fnbOutletSchema.safeParse(params.get('outlet'));
  return (
    <Stack gap="lg">
      <div>
        <Anchor
          component={Link}
          to={ORDERING_PATHS.cart}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconArrowLeft size={16} aria-hidden />
          {t('fnb:member.checkout.backToCart')}
        </Anchor>
        <Title order={1}>
          {parsed.success
            ? t('fnb:member.checkout.heading', { outlet: f.outletName(parsed.data) })
            : t('fnb:member.checkout.title')}
        </Title>
        <Text c="dimmed">{t('fnb:member.checkout.intro')}</Text>
      </div>
      {parsed.success ? (
        <Checkout key={parsed.data} outlet={parsed.data} />
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text data-testid="checkout-choose">{t('fnb:member.checkout.chooseCart')}</Text>
          <Button component={Link} to={ORDERING_PATHS.cart}>
            {t('fnb:member.checkout.backToCart')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
