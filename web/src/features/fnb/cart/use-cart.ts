import type { CartChange, FnbOutlet, MemberMenuItem } from '@club/contracts';
import { useCallback, useMemo } from 'react';
import i18n from '../../../lib/i18n';
import { showToast } from '../../../lib/notify';
import { useCurrentUser } from '../../auth';
import {
  cartOwner,
  cartTotals,
  useCartStore,
  type CartOutcome,
  type CartItem,
  type PriceChange,
} from './cart-store';

const EMPTY: CartItem[] = [];

/** The toast of each change (SPEC.md §8: the texts, in the reader's language). */
const TOASTS = {
  added: { key: 'fnb:member.cart.toast.added', color: 'green' },
  increased: { key: 'fnb:member.cart.toast.increased', color: 'blue' },
  decreased: { key: 'fnb:member.cart.toast.decreased', color: 'blue' },
  removed: { key: 'fnb:member.cart.toast.removed', color: 'gray' },
  cleared: { key: 'fnb:member.cart.toast.cleared', color: 'gray' },
} as const;

function announce(change: CartOutcome): CartOutcome {
  if (change in TOASTS) {
    const { key, color } = TOASTS[change as keyof typeof TOASTS];
    showToast({ color, message: i18n.t(key), withCloseButton: true });
  }
  return change;
}

/** Whose cart this browser shows: the signed-in member, or the member staff act for. */
export function useCartOwner(): string | null {
  const user = useCurrentUser();
  const code = user?.actingAs?.code ?? (user?.kind === 'member' ? user.code : null);
  return code ? cartOwner(code) : null;
}

/** The signed-in member's cart lines (both outlets), their totals, and the actions with their toasts. */
export function useCart() {
  const owner = useCartOwner();
  const lines = useCartStore((s) => (owner ? (s.carts[owner] ?? EMPTY) : EMPTY));
  const totals = useMemo(() => cartTotals(lines), [lines]);

  const add = useCallback(
    (item: MemberMenuItem) => (owner ? announce(useCartStore.getState().add(owner, item)) : 'none'),
    [owner],
  );
  /**
   * Puts several items in at once (ordering an order again), each with its quantity: one
   * toast per kind of change (SPEC.md §8's texts), not one per item. Answers each outcome.
   */
  const addAll = useCallback(
    (entries: readonly { item: MemberMenuItem; quantity: number }[]): CartOutcome[] => {
      if (!owner) return entries.map(() => 'none');
      const outcomes = entries.map(({ item, quantity }) =>
        useCartStore.getState().addQuantity(owner, item, quantity),
      );
      for (const kind of ['added', 'increased'] as const) {
        if (outcomes.includes(kind)) announce(kind);
      }
      return outcomes;
    },
    [owner],
  );
  const decrease = useCallback(
    (itemId: number) =>
      owner ? announce(useCartStore.getState().decrease(owner, itemId)) : 'none',
    [owner],
  );
  const remove = useCallback(
    (itemId: number) => (owner ? announce(useCartStore.getState().remove(owner, itemId)) : 'none'),
    [owner],
  );
  const clear = useCallback(
    (outlet: FnbOutlet) =>
      owner ? announce(useCartStore.getState().clear(owner, outlet)) : 'none',
    [owner],
  );
  /** The order of this outlet is placed: its cart empties, with no message. */
  const complete = useCallback(
    (outlet: FnbOutlet) => {
      if (owner) useCartStore.getState().complete(owner, outlet);
    },
    [owner],
  );
  const refresh = useCallback(
    (fresh: readonly MemberMenuItem[]): PriceChange[] =>
      owner ? useCartStore.getState().refresh(owner, fresh) : [],
    [owner],
  );
  /** A refused checkout's changes (new prices, lines that go); the checkout page names them. */
  const applyChanges = useCallback(
    (changes: readonly CartChange[]) => {
      if (owner) useCartStore.getState().applyChanges(owner, changes);
    },
    [owner],
  );
  const quantityOf = useCallback(
    (itemId: number) => lines.find((l) => l.item_id === itemId)?.cartQuantity ?? 0,
    [lines],
  );

  return {
    owner,
    lines,
    totals,
    quantityOf,
    add,
    addAll,
    decrease,
    remove,
    clear,
    complete,
    refresh,
    applyChanges,
  };
}
