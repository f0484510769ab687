/** F&B's lists: orders, fulfilment, cart changes, outlets, diets, kitchens and tax rates. */
/**
 * Ordered > Confirmed > Preparing > In transit / Ready for pickup > Delivered; Cancelled from
 * any state before Delivered; Rejected by staff (with a reason) while Ordered. A card order
 * waits in `pending_payment` (not yet in the kitchen, no invoice) until the payment captures.
 */
export const FNB_ORDER_STATUSES = [
  'pending_payment',
  'ordered',
  'confirmed',
  'preparing',
  'in_transit',
  'ready_for_pickup',
  'delivered',
  'cancelled',
  'rejected',
] as const;

/** The states an order is still open in (the kitchen shows them; a cancel is possible). */
export const FNB_OPEN_STATUSES = [
  'ordered',
  'confirmed',
  'preparing',
  'in_transit',
  'ready_for_pickup',
] as const satisfies readonly (typeof FNB_ORDER_STATUSES)[number][];

/** Collection at the club, delivery by the club, or delivery arranged by the member. */
export const FNB_FULFILMENTS = ['collection', 'club_delivery', 'member_delivery'] as const;

export const FNB_PAYMENT_METHODS = ['account', 'card'] as const;

/** What changed since the member filled the cart (the checkout is refused; the cart updates). */
export const CART_CHANGES = [
  'price',
  'inactive',
  'soldOut',
  'outsideHours',
  'outletClosed',
  'paused',
  'gone',
  'outlet',
] as const;

/**
 * The notes and reasons the portal writes on an order by itself (not staff's own words): kept
 * as `@code` and shown in the reader's language (web: fnb:orders.systemNote.*; invoices).
 */
export const ORDER_NOTE_CODES = [
  'cancelled_by_member',
  'paid_by_card',
  'card_not_completed',
  'placed_by_office',
  'all_items_removed',
] as const;

export const REFUND_TROUBLES = ['retrying', 'given_up'] as const;

export const FNB_OUTLETS = ['restaurant', 'bar'] as const;

export const FNB_DIETS = ['veg', 'non_veg'] as const;

/** The kitchens an item is prepared in (a kitchen view can show one). */
export const FNB_KITCHENS = ['main', 'tandoor', 'chinese', 'pastry', 'bar'] as const;

/** The GST rates of food and drink, in basis points (0 %, 5 %, 12 %, 18 %, 28 %). */
export const FNB_TAX_RATES = [0, 500, 1200, 1800, 2800] as const;

/** Why an item cannot be added now ('' when it can). */
export const UNAVAILABLE_REASONS = [
  'inactive',
  'soldOut',
  'outsideHours',
  'outletClosed',
  'paused',
] as const;
