import type { OrderLine } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { memberMenuItem } from '../testing/orders';
import { planReorder, reorderWants, settleReorder } from './reorder';

const line = (over: Partial<OrderLine>): OrderLine => ({
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
  ...over,
});

const menuItem = memberMenuItem;

describe('reorderWants', () => {
  it("asks for each item once with its order's quantities, leaving out removed lines", () => {
    expect(
      reorderWants({
        lines: [
          line({ id: 1, itemId: 10, quantity: 1 }),
          line({ id: 2, itemId: 11, name: 'Chicken Tikka', quantity: 2 }),
          line({ id: 3, itemId: 10, quantity: 2 }),
          line({ id: 4, itemId: 12, name: 'Naan', quantity: 4, removedAt: '2026-01-01T10:00:00Z' }),
        ],
      }),
    ).toEqual([
      { itemId: 10, name: 'Paneer Tikka', quantity: 3 },
      { itemId: 11, name: 'Chicken Tikka', quantity: 2 },
    ]);
  });

  it('asks for every line when all were removed (the order was cancelled that way)', () => {
    const at = '2026-01-01T10:00:00Z';
    expect(
      reorderWants({ lines: [line({ removedAt: at, quantity: 2 })] }).map((w) => w.quantity),
    ).toEqual([2]);
  });
});

describe('planReorder and settleReorder', () => {
  const wants = [
    { itemId: 10, name: 'Paneer Tikka', quantity: 1 },
    { itemId: 11, name: 'Chicken Tikka', quantity: 2 },
    { itemId: 12, name: 'Naan', quantity: 3 },
    { itemId: 13, name: 'Lassi', quantity: 1 },
    { itemId: 14, name: 'Kulfi', quantity: 1 },
  ];

  it('adds what can be ordered now and says why each other item cannot be', () => {
    const paneer = menuItem({});
    const soldOut = menuItem({ id: 11, name: 'Chicken Tikka', unavailable: 'soldOut' });
    const failure = new Error('offline');
    const kulfi = menuItem({ id: 14, name: 'Kulfi' });
    const plan = planReorder(wants, [
      { item: paneer },
      { item: soldOut },
      { notFound: true },
      { error: failure },
      { item: kulfi },
    ]);
    expect(plan.add.map((a) => [a.want.name, a.item.price])).toEqual([
      ['Paneer Tikka', 33_000],
      ['Kulfi', 33_000],
    ]);
    expect(plan.skip.map((s) => [s.want.name, s.why])).toEqual([
      ['Chicken Tikka', { kind: 'unavailable', reason: 'soldOut', item: soldOut }],
      ['Naan', { kind: 'gone' }],
      ['Lassi', { kind: 'failed', error: failure }],
    ]);

    // The cart took the paneer; the kulfi's line is already at the most.
    const { added, refused } = settleReorder(plan.add, ['added', 'atMost']);
    expect(added.map((w) => w.name)).toEqual(['Paneer Tikka']);
    expect(refused).toEqual([{ want: wants[4], why: { kind: 'atMost' } }]);
  });
});
