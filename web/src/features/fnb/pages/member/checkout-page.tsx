import {
  checkoutAddressGiven,
  checkoutAddressIssue,
  checkoutRequest,
  FNB_FULFILMENTS,
  FNB_PAYMENT_METHODS,
  fnbOutletSchema,
  type CheckoutRequest,
  type CheckoutResponse,
  type FnbFulfilment,
  type FnbOutlet,
  type FnbPaymentMethod,
  type Outlet,
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
  NativeSelect,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconShoppingBag } from '@tabler/icons-react';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { READABLE_TEXT } from '../../../../components/status-badge';
import { isApiError } from '../../../../lib/api';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import i18n, { keyMap } from '../../../../lib/i18n';
import { errorText, showToast } from '../../../../lib/notify';
import { openRazorpayCheckout, useCloseCheckout, useVerifyPayment } from '../../../payments';
import { usePageTitle } from '../../../settings';
import { useMemberMenu } from '../../api/get-member-menu';
import { useSlots } from '../../api/get-slots';
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

const FULFILMENT_KEYS = keyMap('fnb:member.checkout.fulfilment.', FNB_FULFILMENTS);
const FULFILMENT_HINT_KEYS = keyMap(
  'fnb:member.checkout.fulfilment.',
  FNB_FULFILMENTS.map((f) => `${f}Hint` as const),
);
const PAYMENT_KEYS = keyMap('fnb:member.checkout.payment.', FNB_PAYMENT_METHODS);
const PAYMENT_HINT_KEYS = keyMap(
  'fnb:member.checkout.payment.',
  FNB_PAYMENT_METHODS.map((m) => `${m}Hint` as const),
);

/** What the checkout form holds: the member's choices (the cart gives the rest). */
export interface CheckoutValues extends Record<string, unknown> {
  fulfilment: FnbFulfilment;
  /** The chosen saved address, as the radios give it. */
  addressId: string | null;
  slot: string;
  paymentMethod: FnbPaymentMethod;
  notes: string;
  termsAccepted: boolean;
}

const S = checkoutRequest.shape;
/** The form's schema: the contract's fields and its address rule. */
export const checkoutFormSchema = z
  .object({
    fulfilment: S.fulfilment,
    addressId: S.addressId,
    slot: S.slot,
    paymentMethod: S.paymentMethod,
    notes: S.notes,
    termsAccepted: S.termsAccepted,
  })
  .refine(checkoutAddressGiven, checkoutAddressIssue);

/** Why the outlet takes no order now (paused, closed), or null. */
function useOutletBlock(code: FnbOutlet, outlet: Outlet | undefined): string | null {
  const { t } = useTranslation();
  const f = useMenuFormat();
  if (!outlet) return null;
  const name = f.outletName(code);
  if (outlet.paused) return t('fnb:member.checkout.paused', { outlet: name });
  if (!outlet.openNow)
    return t('fnb:member.checkout.closed', {
      outlet: name,
      from: f.time(outlet.opensAt),
      to: f.time(outlet.closesAt),
    });
  return null;
}

/** A refused checkout's toast text: the field's message for one field (no "field:" prefix). */
function refusalText(error: unknown): string {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  if (isApiError(error) && lang === 'en' && error.problem.errors?.length === 1) {
    return error.problem.errors[0]!.message;
  }
  return errorText(error);
}

/** The pickup or delivery time: today's slots, full ones shown disabled with why. */
function SlotField({
  code,
  outlet,
  fulfilment,
  inputProps,
  onSlots,
}: {
  code: FnbOutlet;
  outlet: Outlet | undefined;
  fulfilment: FnbFulfilment;
  inputProps: GetInputPropsReturnType;
  onSlots: (available: string[]) => void;
}) {
  const { t } = useTranslation();
  const f = useMenuFormat();
  const slots = useSlots(code);
  const available = (slots.data?.slots ?? []).filter((s) => s.available).map((s) => s.time);
  const signature = available.join(',');
  useEffect(() => {
    if (slots.data) onSlots(available);
    // `signature` stands for `available`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, slots.data]);

  const label =
    fulfilment === 'collection'
      ? t('fnb:member.checkout.slot.collection')
      : t('fnb:member.checkout.slot.delivery');
  if (slots.isPending)
    return <Skeleton h={60} aria-label={t('fnb:member.checkout.slot.loading')} />;
  if (slots.isError)
    return (
      <Alert
        color="red"
        icon={<IconInfoCircle size={20} />}
        p="xs"
        title={label}
        styles={{ title: { color: READABLE_TEXT.red } }}
      >
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('fnb:member.checkout.slot.loadFailed')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void slots.refetch()}>
            {t('fnb:member.checkout.slot.retry')}
          </Button>
        </Group>
      </Alert>
    );
  if (available.length === 0)
    return (
      <Alert color="gray" icon={<IconInfoCircle size={20} />} p="xs" data-testid="no-slots">
        {t('fnb:member.checkout.slot.noneLeft', {
          outlet: f.outletName(code),
          from: f.time(outlet?.opensAt ?? '07:30'),
        })}
      </Alert>
    );
  const data = [
    { value: '', label: t('fnb:member.checkout.slot.placeholder'), disabled: true },
    ...slots.data.slots
      .filter((s) => s.available || s.reason === 'full')
      .map((s) => ({
        value: s.time,
        label: s.available
          ? f.time(s.time)
          : t('fnb:member.checkout.slot.full', { time: f.time(s.time) }),
        disabled: !s.available,
      })),
  ];
  return (
    <NativeSelect
      label={label}
      description={t('fnb:member.checkout.slot.hint', { minutes: outlet?.leadMinutes ?? 0 })}
      required
      data={data}
      data-testid="slot"
      {...inputProps}
    />
  );
}

function Checkout({ outlet }: { outlet: FnbOutlet }) {
  const { t } = useTranslation();
  const f = useMenuFormat();
  const theme = useMantineTheme();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const cart = useCart();
  const lines = cart.lines.filter((l) => l.outlet === outlet);
  const totals = orderTotalsOf(lines);
  const menu = useMemberMenu();
  const info = menu.data?.outlets.find((o) => o.code === outlet);
  const blocked = useOutletBlock(outlet, info);
  const place = usePlaceOrder();
  const verify = useVerifyPayment();
  const close = useCloseCheckout();
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
      if (checkout.checkoutUrl) {
        window.location.assign(checkout.checkoutUrl);
        return;
      }
      try {
        const result = await openRazorpayCheckout(checkout, theme.colors.blue[7] ?? '#1971c2');
        if (result) {
          const paid = await verify.mutateAsync(result).catch(() => undefined);
          if (paid?.payment.status === 'captured') cart.complete(outlet);
        } else
          await close.mutateAsync({ razorpay_order_id: checkout.orderId }).catch(() => undefined);
      } catch {
        // The provider's script did not load: the order waits for its payment.
        showToast({
          color: 'red',
          title: t('common.error'),
          message: t('fnb:member.checkout.card.scriptFailed'),
          withCloseButton: true,
        });
      }
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

  if (lines.length === 0 && !changed) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text data-testid="checkout-empty">{t('fnb:member.checkout.empty', { outlet: name })}</Text>
        <Button component={Link} to={ORDERING_PATHS.home}>
          {t('fnb:member.checkout.browse')}
        </Button>
      </Stack>
    );
  }

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
            styles={{ title: { color: READABLE_TEXT.yellow } }}
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
        <Stack gap="sm" align="flex-start">
          <Text data-testid="checkout-empty">
            {t('fnb:member.checkout.empty', { outlet: name })}
          </Text>
          <Button component={Link} to={ORDERING_PATHS.home}>
            {t('fnb:member.checkout.browse')}
          </Button>
        </Stack>
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
                  <Radio.Group
                    label={t('fnb:member.checkout.fulfilment.legend')}
                    required
                    {...form.getInputProps('fulfilment')}
                  >
                    <Stack gap="xs" mt={6}>
                      {FNB_FULFILMENTS.map((m) => (
                        <Radio
                          key={m}
                          value={m}
                          label={t(FULFILMENT_KEYS[m])}
                          description={t(FULFILMENT_HINT_KEYS[`${m}Hint`], { outlet: name })}
                        />
                      ))}
                    </Stack>
                  </Radio.Group>
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
                  <Radio.Group
                    label={t('fnb:member.checkout.payment.legend')}
                    required
                    {...form.getInputProps('paymentMethod')}
                  >
                    <Stack gap="xs" mt={6}>
                      {FNB_PAYMENT_METHODS.map((m) => (
                        <Radio
                          key={m}
                          value={m}
                          label={t(PAYMENT_KEYS[m])}
                          description={t(PAYMENT_HINT_KEYS[`${m}Hint`])}
                        />
                      ))}
                    </Stack>
                  </Radio.Group>
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
