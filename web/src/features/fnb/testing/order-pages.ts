import type { FnbOrder, OrderSummary } from '@club/contracts';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import {
  resetApp,
  resetEachTest,
  signedIn,
  testMember,
  testStaff,
} from '../../../test/app-harness';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { useCartStore } from '../cart/cart-store';
import { fnbOrder, ordersPage } from './orders';

/* The order pages' tests: what staff's and members' screens ask first, and each test's start. */

/** Staff see the order at version 3 (two changes after it was placed). */
export const staffOrder = (over: Partial<FnbOrder> = {}) => fnbOrder({ version: 3, ...over });

/** A page of the staff's list (20 a page). */
export const staffPage = (items: OrderSummary[]) => ordersPage(items, { pageSize: 20 });

/** The first reads of the club administrator's screens. */
export const staffBase = signedIn(testStaff());

/** The first reads of member M1001's screens. */
export const memberBase = signedIn(testMember());

/**
 * Each staff order test starts afresh. The staff layout and the order pages load on demand; on
 * a loaded CI machine, transforming them once took the first test past its 5 s wait for the
 * heading, so they load before any test's clock runs.
 */
export function staffOrderTests(): void {
  resetEachTest();
  beforeAll(async () => {
    await Promise.all([
      import('../../../app/layout/app-layout'),
      import('../pages/orders/order-detail-page'),
      import('../pages/orders/manage-orders-page'),
    ]);
  }, 60_000);
}

/**
 * Each member order test starts with no server state, an empty cart and a fake event source;
 * the member's layout and order pages load before any test's clock runs (as the staff's do).
 */
export function memberOrderTests(): void {
  beforeAll(async () => {
    await Promise.all([
      import('../../../app/layout/app-layout'),
      import('../pages/member/my-orders-page'),
      import('../pages/member/my-order-page'),
      import('../pages/member/invoice-page'),
    ]);
  }, 60_000);
  beforeEach(() => {
    resetApp();
    useCartStore.setState({ carts: {} });
    installFakeEventSource();
  });
  afterEach(() => vi.unstubAllGlobals());
}
