import { describe, expect, it } from 'vitest';
import { gstHalves, lineTax, orderTotals, priceLine } from './fnb-orders.ts';

describe('order money', () => {
  it('taxes each line at its rate, rounding half up to the paisa', () => {
    expect(lineTax(18000, 500)).toBe(900);
    expect(lineTax(38050, 500)).toBe(1903); // 1902.5 -> 1903
    expect(lineTax(38030, 500)).toBe(1902); // 1901.5 -> 1902
    expect(lineTax(25000, 0)).toBe(0);
    expect(lineTax(9999, 1800)).toBe(1800); // 1799.82
  });

  it('splits the tax into CGST and SGST halves, the odd paisa to SGST', () => {
    expect(gstHalves(1903)).toEqual({ cgst: 951, sgst: 952 });
    expect(gstHalves(900)).toEqual({ cgst: 450, sgst: 450 });
  });

  it('adds up the lines exactly', () => {
    const lines = [
      priceLine({ price: 38050, quantity: 2, taxRate: 500 }),
      priceLine({ price: 25000, quantity: 3, taxRate: 0 }),
      priceLine({ price: 10, quantity: 99, taxRate: 1800 }),
    ];
    expect(lines.map((l) => [l.amount, l.tax])).toEqual([
      [76100, 3805],
      [75000, 0],
      [990, 178],
    ]);
    expect(orderTotals(lines)).toEqual({
      subtotal: 152090,
      tax: 3983,
      total: 156073,
      cgst: 1991,
      sgst: 1992,
    });
  });
});
