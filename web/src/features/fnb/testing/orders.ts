import type { FnbOrder, MemberMenuItem, OrderSummary } from '@club/contracts';

/* Orders as the API answers them, for the fnb pages' tests (member's and staff's). */

/** Order 41 of M1001: two tandoor lines, on account, collection, Ordered. */
export const fnbOrder = (over: Partial<FnbOrder> = {}): FnbOrder => ({
  id: 41,
  outlet: 'restaurant',
  memberId: 7,
  memberCode: 'M1001',
  memberName: 'Asha Rao',
  status: 'ordered',
  fulfilment: 'collection',
  slotAt: '2026-11-24T13:30:00Z',
  deliveryAddress: null,
  paymentMethod: 'account',
  notes: 'No onions',
  subtotal: 108_100,
  tax: 5_405,
  cgst: 2_702,
  sgst: 2_703,
  total: 113_505,
  invoiceNumber: 'FNB/2026-27/000041',
  reason: null,
  createdAt: '2026-11-24T12:40:00Z',
  version: 1,
  payment: null,
  lines: [
    {
      id: 1,
      itemId: 10,
      name: 'Paneer Tikka',
      diet: 'veg',
      kitchen: 'tandoor',
      price: 32_000,
      quantity: 1,
      amount: 32_000,
      taxRate: 500,
      tax: 1_600,
      removedAt: null,
    },
    {
      id: 2,
      itemId: 11,
      name: 'Chicken Tikka',
      diet: 'non_veg',
      kitchen: 'tandoor',
      price: 38_050,
      quantity: 2,
      amount: 76_100,
      taxRate: 500,
      tax: 3_805,
      removedAt: null,
    },
  ],
  events: [{ status: 'ordered', at: '2026-11-24T12:40:00Z', by: 'member', note: '' }],
  ...over,
});

/** The list row of an order. */
export const orderSummary = (o: FnbOrder): OrderSummary => {
  const { lines: _l, events: _e, ...rest } = o;
  return { ...rest, itemCount: 3 };
};

/** One page of a list answer. */
export const ordersPage = (
  items: OrderSummary[],
  over: Partial<{ pageSize: number; pageCount: number; total: number }> = {},
) => ({
  items,
  pageIndex: 0,
  pageSize: 10,
  pageCount: 1,
  total: items.length,
  ...over,
});

/** Order 41 once the kitchen confirmed it (version 2). */
export const confirmedOrder = (over: Partial<FnbOrder> = {}) =>
  fnbOrder({
    status: 'confirmed',
    version: 2,
    events: [
      ...fnbOrder().events,
      { status: 'confirmed', at: '2026-11-24T12:45:00Z', by: 'staff', note: '' },
    ],
    ...over,
  });

/** Paneer Tikka on the member's menu (now at 330.00). */
export const memberMenuItem = (over: Partial<MemberMenuItem>): MemberMenuItem => ({
  id: 10,
  outlet: 'restaurant',
  categoryId: 1,
  categoryName: 'Tandoor',
  subCategoryId: null,
  subCategoryName: null,
  name: 'Paneer Tikka',
  description: '',
  price: 33_000,
  diet: 'veg',
  imageUrl: null,
  kitchen: 'tandoor',
  taxRate: 500,
  availableFrom: null,
  availableTo: null,
  soldOut: false,
  unavailable: null,
  ...over,
});
