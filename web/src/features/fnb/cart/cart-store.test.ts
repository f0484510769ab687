import { FNB_MAX_QUANTITY, type MemberMenuItem } from '@club/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addLine,
  addQuantityLine,
  applyCartChanges,
  CART_STORAGE_KEY,
  cartTotals,
  decreaseLine,
  orderTotalsOf,
  refreshLines,
  sanitizeLines,
  useCartStore,
  type CartItem,
} from './cart-store';

const item = (over: Partial<MemberMenuItem> = {}): MemberMenuItem => ({
  id: 1,
  outlet: 'restaurant',
  categoryId: 10,
  categoryName: 'Mains',
  subCategoryId: null,
  subCategoryName: null,
  name: 'Paneer tikka',
  description: 'Grilled cottage cheese',
  price: 32_000,
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

const PANEER = item();
const CHICKEN = item({ id: 2, name: 'Chicken 65', diet: 'non_veg', price: 33_333 });
const BEER = item({ id: 3, outlet: 'bar', categoryId: 20, name: 'Draught beer', price: 25_050 });

const store = () => useCartStore.getState();
const lines = (owner = 'M1001') => store().carts[owner] ?? [];
const stored = () =>
  JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as {
    state: { carts: Record<string, CartItem[]> };
  } | null;

describe('the cart (SPEC.md §3, §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ carts: {} });
  });

  it('adds an item with quantity one, keeping its fields with item_id, price and cartQuantity', () => {
    expect(store().add('M1001', PANEER)).toBe('added');
    expect(lines()).toEqual([{ ...PANEER, item_id: 1, price: 32_000, cartQuantity: 1 }]);
  });

  it('adding it again raises the quantity by one', () => {
    store().add('M1001', PANEER);
    expect(store().add('M1001', PANEER)).toBe('increased');
    expect(store().add('M1001', PANEER)).toBe('increased');
    expect(lines()).toHaveLength(1);
    expect(lines()[0]!.cartQuantity).toBe(3);
  });

  it('decrease lowers by one, and removes the line at one', () => {
    store().add('M1001', PANEER);
    store().add('M1001', PANEER);
    expect(store().decrease('M1001', 1)).toBe('decreased');
    expect(lines()[0]!.cartQuantity).toBe(1);
    expect(store().decrease('M1001', 1)).toBe('removed');
    expect(lines()).toEqual([]);
    expect(store().decrease('M1001', 1)).toBe('none');
  });

  it('remove takes the whole line whatever its quantity', () => {
    store().add('M1001', PANEER);
    store().add('M1001', PANEER);
    store().add('M1001', CHICKEN);
    expect(store().remove('M1001', 1)).toBe('removed');
    expect(lines().map((l) => l.item_id)).toEqual([2]);
    expect(store().remove('M1001', 1)).toBe('none');
  });

  it("clear empties one outlet's cart and leaves the other's", () => {
    store().add('M1001', PANEER);
    store().add('M1001', BEER);
    expect(store().clear('M1001', 'restaurant')).toBe('cleared');
    expect(lines().map((l) => l.item_id)).toEqual([3]);
    expect(store().clear('M1001', 'restaurant')).toBe('none');
  });

  it("complete empties the outlet's cart (its order was placed)", () => {
    store().add('M1001', PANEER);
    store().add('M1001', CHICKEN);
    store().add('M1001', BEER);
    store().complete('M1001', 'restaurant');
    expect(lines().map((l) => l.item_id)).toEqual([3]);
    store().complete('M1001', 'bar');
    expect(store().carts).toEqual({});
  });

  it(`stops at ${FNB_MAX_QUANTITY} of one item`, () => {
    for (let i = 0; i < FNB_MAX_QUANTITY; i++) store().add('M1001', PANEER);
    expect(lines()[0]!.cartQuantity).toBe(FNB_MAX_QUANTITY);
    expect(store().add('M1001', PANEER)).toBe('atMost');
    expect(lines()[0]!.cartQuantity).toBe(FNB_MAX_QUANTITY);
  });

  it('refuses an item that cannot be added now, and says why', () => {
    expect(store().add('M1001', item({ unavailable: 'soldOut' }))).toBe('unavailable');
    expect(lines()).toEqual([]);
    // One already in the cart can still be lowered and removed once it sold out.
    store().add('M1001', CHICKEN);
    store().add('M1001', CHICKEN);
    const [, change] = addLine(lines(), { ...CHICKEN, unavailable: 'soldOut' });
    expect(change).toBe('unavailable');
    expect(decreaseLine(lines(), 2)[1]).toBe('decreased');
  });

  it('adds several at once (ordering again): inserts with the quantity or raises the line, up to the most', () => {
    expect(store().addQuantity('M1001', PANEER, 3)).toBe('added');
    expect(lines()).toEqual([{ ...PANEER, item_id: 1, price: 32_000, cartQuantity: 3 }]);
    expect(store().addQuantity('M1001', PANEER, 2)).toBe('increased');
    expect(lines()[0]!.cartQuantity).toBe(5);
    expect(store().addQuantity('M1001', PANEER, FNB_MAX_QUANTITY)).toBe('increased');
    expect(lines()[0]!.cartQuantity).toBe(FNB_MAX_QUANTITY);
    expect(store().addQuantity('M1001', PANEER, 1)).toBe('atMost');
    expect(store().addQuantity('M1001', item({ id: 9, unavailable: 'paused' }), 2)).toBe(
      'unavailable',
    );
    expect(lines()).toHaveLength(1);
    // A new price from the menu comes with it.
    const [next] = addQuantityLine([], { ...CHICKEN, price: 35_000 }, 2);
    expect(next).toEqual([{ ...CHICKEN, price: 35_000, item_id: 2, cartQuantity: 2 }]);
  });

  it('totals are the quantity and the amount, exact to 2 decimals', () => {
    // 3 x 333.33 + 2 x 320.00 = 999.99 + 640.00 = 1639.99 (no 1639.9899999...)
    store().add('M1001', CHICKEN);
    store().add('M1001', CHICKEN);
    store().add('M1001', CHICKEN);
    store().add('M1001', PANEER);
    store().add('M1001', PANEER);
    expect(cartTotals(lines())).toEqual({ quantity: 5, amount: 163_999 });
    expect(cartTotals([])).toEqual({ quantity: 0, amount: 0 });
    // Ten lines of 0.10 and one of 0.20: floating rupees would give 1.2000000000000002.
    const dimes = Array.from(
      { length: 10 },
      (_, i) =>
        ({ ...item({ id: 100 + i, price: 10 }), item_id: 100 + i, cartQuantity: 1 }) as CartItem,
    );
    const twenty = { ...item({ id: 200, price: 20 }), item_id: 200, cartQuantity: 1 } as CartItem;
    expect(cartTotals([...dimes, twenty]).amount).toBe(120);
  });

  it("keeps each member's cart apart, by member code in any case", () => {
    store().add('m1001', PANEER);
    store().add('M1002', BEER);
    expect(lines('M1001').map((l) => l.item_id)).toEqual([1]);
    expect(lines('M1002').map((l) => l.item_id)).toEqual([3]);
  });

  it('lives in local storage and comes back after a reload', async () => {
    store().add('M1001', PANEER);
    store().add('M1001', PANEER);
    store().add('M1001', BEER);
    expect(stored()?.state.carts.M1001?.map((l) => [l.item_id, l.cartQuantity])).toEqual([
      [1, 2],
      [3, 1],
    ]);
    // A new page: the store starts empty and reads what local storage kept.
    const kept = localStorage.getItem(CART_STORAGE_KEY)!;
    useCartStore.setState({ carts: {} });
    expect(lines()).toEqual([]);
    localStorage.setItem(CART_STORAGE_KEY, kept);
    await useCartStore.persist.rehydrate();
    expect(lines().map((l) => [l.item_id, l.cartQuantity])).toEqual([
      [1, 2],
      [3, 1],
    ]);
  });

  it('drops stored lines that are not valid cart lines', async () => {
    const good = { ...PANEER, item_id: 1, cartQuantity: 2 };
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          carts: {
            m1001: [
              good,
              { ...good }, // the same item twice
              { ...CHICKEN, item_id: 2, cartQuantity: 0 },
              { ...CHICKEN, item_id: 2, cartQuantity: 100 },
              { ...CHICKEN, item_id: 2, cartQuantity: 1.5 },
              { ...CHICKEN, item_id: 2, cartQuantity: 1, price: 99.5 },
              { ...CHICKEN, item_id: 7, cartQuantity: 1 }, // item_id is not the item's id
              'junk',
            ],
            M1002: 'not a list',
          },
        },
      }),
    );
    await useCartStore.persist.rehydrate();
    expect(store().carts).toEqual({ M1001: [good] });
    expect(sanitizeLines(null)).toEqual([]);
  });

  it("refresh brings the menu's fields onto the lines and reports price changes", () => {
    store().add('M1001', PANEER);
    store().add('M1001', PANEER);
    store().add('M1001', BEER);
    const changes = store().refresh('M1001', [
      { ...PANEER, price: 34_000, unavailable: 'soldOut' },
    ]);
    expect(changes).toEqual([{ item_id: 1, name: 'Paneer tikka', from: 32_000, to: 34_000 }]);
    expect(lines()[0]).toMatchObject({ price: 34_000, unavailable: 'soldOut', cartQuantity: 2 });
    expect(lines()[1]).toMatchObject({ item_id: 3, price: 25_050 });
    expect(refreshLines(lines(), [])[1]).toEqual([]);
  });

  it("prices an outlet's cart as the server prices the order: tax per line, CGST and SGST halves", () => {
    const priced = [
      { ...PANEER, item_id: 1, cartQuantity: 2 },
      { ...CHICKEN, item_id: 2, price: 38_050, cartQuantity: 1 },
    ];
    // 640.00 + 380.50; 5 % of each line, 32.00 and 19.025 -> 19.03; 51.03 in 25.51 + 25.52.
    expect(orderTotalsOf(priced)).toEqual({
      subtotal: 102_050,
      tax: 5_103,
      cgst: 2_551,
      sgst: 2_552,
      total: 107_153,
    });
    expect(orderTotalsOf([])).toEqual({ subtotal: 0, tax: 0, cgst: 0, sgst: 0, total: 0 });
  });

  it("a refused checkout's changes: new prices taken, lines that cannot be ordered go, a closed outlet keeps them", () => {
    const cart = [
      { ...PANEER, item_id: 1, cartQuantity: 2 },
      { ...CHICKEN, item_id: 2, cartQuantity: 1 },
      { ...item({ id: 4, name: 'Kebab' }), item_id: 4, cartQuantity: 1 },
      { ...item({ id: 5, name: 'Thali' }), item_id: 5, cartQuantity: 3 },
      { ...item({ id: 6, name: 'Lassi' }), item_id: 6, cartQuantity: 1 },
      { ...BEER, item_id: 3, cartQuantity: 1 },
    ];
    const next = applyCartChanges(cart, [
      { itemId: 1, name: 'Paneer tikka', change: 'price', was: 32_000, now: 35_000 },
      { itemId: 2, name: 'Chicken 65', change: 'soldOut', was: null, now: null },
      { itemId: 4, name: '', change: 'gone', was: 28_000, now: null },
      { itemId: 5, name: 'Thali', change: 'outsideHours', was: null, now: null },
      { itemId: 6, name: 'Lassi', change: 'paused', was: null, now: null },
    ]);
    expect(next.map((l) => [l.item_id, l.price, l.cartQuantity, l.unavailable])).toEqual([
      [1, 35_000, 2, null],
      [6, 32_000, 1, 'paused'],
      [3, 25_050, 1, null],
    ]);

    store().add('M1001', PANEER);
    store().add('M1001', BEER);
    store().applyChanges('M1001', [
      { itemId: 1, name: 'Paneer tikka', change: 'inactive', was: null, now: null },
    ]);
    expect(lines().map((l) => l.item_id)).toEqual([3]);
    store().applyChanges('M1001', [
      { itemId: 3, name: 'Draught beer', change: 'outlet', was: null, now: null },
    ]);
    expect(store().carts.M1001).toBeUndefined();
    expect(stored()?.state.carts).toEqual({});
  });
});
