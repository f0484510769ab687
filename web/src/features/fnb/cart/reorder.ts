import type { FnbOrder, MemberMenuItem, UnavailableReason } from '@club/contracts';
import type { CartOutcome } from './cart-store';

/** One item of an order to put back in the cart: the menu item and how many. */
export interface ReorderWant {
  itemId: number;
  /** The name on the order (the item may be gone from the menu). */
  name: string;
  quantity: number;
}

/**
 * What ordering an order again asks for: its items with their quantities, once each (an item
 * on two lines adds up). The lines staff removed are left out, unless every line was removed
 * (the order was cancelled that way), when all of them are asked for.
 */
export function reorderWants(order: Pick<FnbOrder, 'lines'>): ReorderWant[] {
  const kept = order.lines.filter((l) => l.removedAt === null);
  const lines = kept.length > 0 ? kept : order.lines;
  const byItem = new Map<number, ReorderWant>();
  for (const l of lines) {
    const seen = byItem.get(l.itemId);
    if (seen) seen.quantity += l.quantity;
    else byItem.set(l.itemId, { itemId: l.itemId, name: l.name, quantity: l.quantity });
  }
  return [...byItem.values()];
}

/** Why an item could not be put back in the cart. */
export type ReorderSkip =
  | { kind: 'unavailable'; reason: UnavailableReason; item: MemberMenuItem }
  /** Deleted from the menu. */
  | { kind: 'gone' }
  /** The cart already holds the most of it. */
  | { kind: 'atMost' }
  /** The menu could not be asked (the network): the error. */
  | { kind: 'failed'; error: unknown };

/** What the menu said of one wanted item: the item now, or the failure to fetch it. */
export type Looked = { item: MemberMenuItem } | { notFound: true } | { error: unknown };

/**
 * Splits the wanted items into those the cart can take (the menu's item now, with the
 * quantity) and those it cannot, with why (not on the menu, sold out, out of its hours, ...).
 */
export function planReorder(
  wants: readonly ReorderWant[],
  looked: readonly Looked[],
): {
  add: { want: ReorderWant; item: MemberMenuItem }[];
  skip: { want: ReorderWant; why: ReorderSkip }[];
} {
  const add: { want: ReorderWant; item: MemberMenuItem }[] = [];
  const skip: { want: ReorderWant; why: ReorderSkip }[] = [];
  wants.forEach((want, i) => {
    const l = looked[i];
    if (!l || 'notFound' in l) skip.push({ want, why: { kind: 'gone' } });
    else if ('error' in l) skip.push({ want, why: { kind: 'failed', error: l.error } });
    else if (l.item.unavailable !== null)
      skip.push({ want, why: { kind: 'unavailable', reason: l.item.unavailable, item: l.item } });
    else add.push({ want, item: l.item });
  });
  return { add, skip };
}

/** The cart's answer to each added item: those it refused join the skipped ones. */
export function settleReorder(
  add: readonly { want: ReorderWant; item: MemberMenuItem }[],
  outcomes: readonly CartOutcome[],
): { added: ReorderWant[]; refused: { want: ReorderWant; why: ReorderSkip }[] } {
  const added: ReorderWant[] = [];
  const refused: { want: ReorderWant; why: ReorderSkip }[] = [];
  add.forEach(({ want, item }, i) => {
    const o = outcomes[i];
    if (o === 'added' || o === 'increased') added.push(want);
    else if (o === 'unavailable' && item.unavailable !== null)
      refused.push({ want, why: { kind: 'unavailable', reason: item.unavailable, item } });
    else refused.push({ want, why: { kind: 'atMost' } });
  });
  return { added, refused };
}
