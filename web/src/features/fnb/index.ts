/* The fnb area's public surface: what other features and the app may use. */
export { fnbKeys } from './api/keys';

// ---- Ordering (member): the header's cart button, the cart and the ordering screens' paths.
export { CartButton } from './components/member/cart-button';
export { useCart, useCartOwner } from './cart/use-cart';
export { CART_STORAGE_KEY, type CartItem } from './cart/cart-store';
// ---- Orders: a status in the words of the order's fulfilment ("Collected"; the audit log).
export { orderStatusKey } from './components/orders/labels';
export {
  ORDERING_PATHS,
  itemPath,
  myOrderDetailPath,
  myInvoicePath,
} from './components/member/ordering-paths';
/** An order's status badge family and the outlets' names (the dashboards' orders). */
export { ORDER_OUTLET_KEYS, ORDER_STATUS_FAMILY } from './components/orders/labels';
