import {
  FNB_MAX_QUANTITY,
  memberMenuItemSchema,
  orderTotals,
  priceLine,
  type CartChange,
  type FnbOutlet,
  type MemberMenuItem,
} from '@club/contracts';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/*
 * The member's carts (SPEC.md §3, §4; docs/decisions/0006-fnb-cart.md): kept in the browser's
 * local storage under one key, one list of lines per member code, so a cart survives reloads
 * and signing out and in on the same browser, and another member signing in on that browser
 * never sees it. Each outlet's lines form a cart of their own (one order per outlet); the
 * header counts both.
 */

/** The local-storage key of every member's carts on this browser. */
export const CART_STORAGE_KEY = 'fnb-cart';

/** A cart line: the menu item's fields, with `item_id`, `price` (minor units) and `cartQuantity`. */
export const cartItemSchema = memberMenuItemSchema.extend({
  item_id: z.number().int().positive(),
  price: z.number().int().positive(),
  cartQuantity: z.number().int().min(1).max(FNB_MAX_QUANTITY),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** What an action did (the screen says it with the toasts of SPEC.md §8). */
export type CartOutcome =
  | 'added'
  | 'increased'
  | 'decreased'
  | 'removed'
  | 'cleared'
  /** Nothing changed: the line is at FNB_MAX_QUANTITY. */
  | 'atMost'
  /** Nothing changed: the item cannot be added now (`unavailable` set). */
  | 'unavailable'
  /** Nothing changed: no such line, or nothing to clear. */
  | 'none';

export interface CartTotals {
  /** Items in the cart (the sum of the quantities). */
  quantity: number;
  /** Minor units (paise): the amount rounded to 2 decimals of the currency. */
  amount: number;
}

/** A price change the menu brought to a line (shown once on the cart page). */
export interface PriceChange {
  item_id: number;
  name: string;
  from: number;
  to: number;
}

const toLine = (item: MemberMenuItem, cartQuantity: number): CartItem => ({
  ...item,
  item_id: item.id,
  price: item.price,
  cartQuantity,
});

// ---- The rules, on a list of lines (pure: the store and the tests use them).

/** Add: raises the line's quantity by one, or inserts the item with quantity one. */
export function addLine(
  lines: readonly CartItem[],
  item: MemberMenuItem,
): [CartItem[], CartOutcome] {
  if (item.unavailable !== null) return [[...lines], 'unavailable'];
  const line = lines.find((l) => l.item_id === item.id);
  if (!line) return [[...lines, toLine(item, 1)], 'added'];
  if (line.cartQuantity >= FNB_MAX_QUANTITY) return [[...lines], 'atMost'];
  return [lines.map((l) => (l === line ? toLine(item, l.cartQuantity + 1) : l)), 'increased'];
}

/**
 * Add several at once (ordering an order again): inserts the item with `quantity`, or raises
 * its line by it, up to FNB_MAX_QUANTITY.
 */
export function addQuantityLine(
  lines: readonly CartItem[],
  item: MemberMenuItem,
  quantity: number,
): [CartItem[], CartOutcome] {
  if (item.unavailable !== null) return [[...lines], 'unavailable'];
  const q = Math.min(FNB_MAX_QUANTITY, Math.max(1, Math.floor(quantity)));
  const line = lines.find((l) => l.item_id === item.id);
  if (!line) return [[...lines, toLine(item, q)], 'added'];
  if (line.cartQuantity >= FNB_MAX_QUANTITY) return [[...lines], 'atMost'];
  return [
    lines.map((l) =>
      l === line ? toLine(item, Math.min(FNB_MAX_QUANTITY, l.cartQuantity + q)) : l,
    ),
    'increased',
  ];
}

/** Decrease: lowers the quantity by one; a line at one is removed. */
export function decreaseLine(
  lines: readonly CartItem[],
  itemId: number,
): [CartItem[], CartOutcome] {
  const line = lines.find((l) => l.item_id === itemId);
  if (!line) return [[...lines], 'none'];
  if (line.cartQuantity <= 1) return [lines.filter((l) => l !== line), 'removed'];
  return [
    lines.map((l) => (l === line ? { ...l, cartQuantity: l.cartQuantity - 1 } : l)),
    'decreased',
  ];
}

export function removeLine(lines: readonly CartItem[], itemId: number): [CartItem[], CartOutcome] {
  const rest = lines.filter((l) => l.item_id !== itemId);
  return [rest, rest.length === lines.length ? 'none' : 'removed'];
}

/** Clear (or complete) one outlet's cart: its lines go, the other outlet's stay. */
export function clearOutlet(
  lines: readonly CartItem[],
  outlet: FnbOutlet,
): [CartItem[], CartOutcome] {
  const rest = lines.filter((l) => l.outlet !== outlet);
  return [rest, rest.length === lines.length ? 'none' : 'cleared'];
}

/**
 * The menu's current fields onto the lines it knows (name, price, availability, ...); the
 * quantities stay. Returns the lines and the prices that changed.
 */
export function refreshLines(
  lines: readonly CartItem[],
  fresh: readonly MemberMenuItem[],
): [CartItem[], PriceChange[]] {
  const byId = new Map(fresh.map((i) => [i.id, i]));
  const changes: PriceChange[] = [];
  const next = lines.map((l) => {
    const item = byId.get(l.item_id);
    if (!item) return l;
    if (item.price !== l.price)
      changes.push({ item_id: l.item_id, name: item.name, from: l.price, to: item.price });
    return toLine(item, l.cartQuantity);
  });
  return [next, changes];
}

/** Totals: quantity and amount (minor units, so exact to 2 decimals). */
export function cartTotals(lines: readonly CartItem[]): CartTotals {
  let quantity = 0;
  let amount = 0;
  for (const l of lines) {
    quantity += l.cartQuantity;
    amount += l.price * l.cartQuantity;
  }
  return { quantity, amount: Math.round(amount) };
}

/**
 * An outlet's cart priced as the server prices its order (contracts' priceLine and
 * orderTotals): each line's tax at its item's GST rate, the subtotal, the CGST and SGST
 * halves and the total. The checkout sends the total as `expectedTotal`.
 */
export function orderTotalsOf(lines: readonly CartItem[]) {
  return orderTotals(
    lines.map((l) => priceLine({ price: l.price, quantity: l.cartQuantity, taxRate: l.taxRate })),
  );
}

/**
 * What a refused checkout (409 `cart_changed`) does to the cart: a new price is taken; a line
 * that can no longer be ordered (gone, inactive, sold out, outside its hours, moved to the other
 * outlet) goes; when the whole outlet stopped taking orders (paused, closed) the lines stay,
 * marked, for when it opens again.
 */
export function applyCartChanges(
  lines: readonly CartItem[],
  changes: readonly CartChange[],
): CartItem[] {
  const byId = new Map(changes.map((c) => [c.itemId, c]));
  const out: CartItem[] = [];
  for (const line of lines) {
    const c = byId.get(line.item_id);
    if (!c) out.push(line);
    else if (c.change === 'price')
      out.push(c.now !== null && c.now > 0 ? { ...line, price: c.now } : line);
    else if (c.change === 'paused' || c.change === 'outletClosed')
      out.push({ ...line, unavailable: c.change });
  }
  return out;
}

/** The lines a stored cart may hold: valid lines only, one per item (tampered data is dropped). */
export function sanitizeLines(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const out: CartItem[] = [];
  for (const raw of value) {
    const parsed = cartItemSchema.safeParse(raw);
    if (!parsed.success || parsed.data.item_id !== parsed.data.id || seen.has(parsed.data.id))
      continue;
    seen.add(parsed.data.id);
    out.push(parsed.data);
  }
  return out;
}

/** The key of a member's cart: their member code, in capitals (codes are case-insensitive). */
export const cartOwner = (memberCode: string) => memberCode.trim().toUpperCase();

// ---- The store.

interface CartState {
  /** Each member's lines (both outlets), by member code. */
  carts: Record<string, CartItem[]>;
  add: (owner: string, item: MemberMenuItem) => CartOutcome;
  /** Adds `quantity` of the item at once (ordering an order again). */
  addQuantity: (owner: string, item: MemberMenuItem, quantity: number) => CartOutcome;
  decrease: (owner: string, itemId: number) => CartOutcome;
  remove: (owner: string, itemId: number) => CartOutcome;
  /** Empties one outlet's cart ("Cart cleared"). */
  clear: (owner: string, outlet: FnbOutlet) => CartOutcome;
  /** Empties one outlet's cart after its order is placed, with no message. */
  complete: (owner: string, outlet: FnbOutlet) => void;
  /** Brings the lines up to date with the menu; returns the prices that changed. */
  refresh: (owner: string, fresh: readonly MemberMenuItem[]) => PriceChange[];
  /** Takes what a refused checkout says changed (new prices, lines that go). */
  applyChanges: (owner: string, changes: readonly CartChange[]) => void;
}

type Rule = (lines: readonly CartItem[]) => [CartItem[], CartOutcome];

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => {
      const apply = (owner: string, rule: Rule): CartOutcome => {
        const key = cartOwner(owner);
        const [next, change] = rule(get().carts[key] ?? []);
        if (change === 'none' || change === 'atMost' || change === 'unavailable') return change;
        set((s) => {
          const carts = { ...s.carts };
          if (next.length > 0) carts[key] = next;
          else delete carts[key];
          return { carts };
        });
        return change;
      };
      return {
        carts: {},
        add: (owner, item) => apply(owner, (l) => addLine(l, item)),
        addQuantity: (owner, item, quantity) =>
          apply(owner, (l) => addQuantityLine(l, item, quantity)),
        decrease: (owner, itemId) => apply(owner, (l) => decreaseLine(l, itemId)),
        remove: (owner, itemId) => apply(owner, (l) => removeLine(l, itemId)),
        clear: (owner, outlet) => apply(owner, (l) => clearOutlet(l, outlet)),
        complete: (owner, outlet) => void apply(owner, (l) => clearOutlet(l, outlet)),
        refresh: (owner, fresh) => {
          const key = cartOwner(owner);
          const lines = get().carts[key];
          if (!lines?.length) return [];
          const [next, changes] = refreshLines(lines, fresh);
          const same = next.every((l, i) => JSON.stringify(l) === JSON.stringify(lines[i]));
          if (!same) set((s) => ({ carts: { ...s.carts, [key]: next } }));
          return changes;
        },
        applyChanges: (owner, changes) => {
          const key = cartOwner(owner);
          const next = applyCartChanges(get().carts[key] ?? [], changes);
          set((s) => {
            const carts = { ...s.carts };
            if (next.length > 0) carts[key] = next;
            else delete carts[key];
            return { carts };
          });
        },
      };
    },
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ carts }) => ({ carts }),
      // Whatever is stored is checked line by line: an old or tampered entry is dropped.
      merge: (persisted, current) => {
        const raw = (persisted as { carts?: unknown } | undefined)?.carts;
        const carts: Record<string, CartItem[]> = {};
        if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
          for (const [owner, lines] of Object.entries(raw)) {
            const clean = sanitizeLines(lines);
            if (clean.length > 0) carts[cartOwner(owner)] = clean;
          }
        }
        return { ...current, carts };
      },
    },
  ),
);

// Another tab changed the carts: take its version, so two tabs never overwrite each other.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate();
  });
}
