import { inArray } from 'drizzle-orm';
import {
  formatMinor,
  orderTotals,
  priceLine,
  translationsOf,
  type CartChange,
  type checkoutRequest,
} from '@club/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { fnbItems, type fnbOutlets } from '../../../db/schema/index.ts';
import type { ClubMoment } from '../../../lib/club-time.ts';
import { conflict } from '../../../lib/errors.ts';
import { checkoutFieldError } from './checkout-field-error.ts';
import { selectItems } from '../menu/menu-store.ts';
import { unavailableReason } from '../menu/view.ts';

type Input = z.output<typeof checkoutRequest>;

/**
 * Checkout's first step: the cart against the menu as it is now. A cart that no longer matches
 * it (an item gone, moved, unavailable or repriced) is refused naming each change (409
 * `cart_changed`), as is a total other than the one the cart showed; else the priced lines and
 * their totals.
 */
export async function priceCart(
  tx: DbOrTx,
  input: Pick<Input, 'lines' | 'outlet' | 'expectedTotal'>,
  outlet: typeof fnbOutlets.$inferSelect,
  now: ClubMoment,
  currency: string,
) {
  const ids = [...new Set(input.lines.map((l) => l.itemId))];
  if (ids.length !== input.lines.length) {
    throw checkoutFieldError('lines', 'Each item may be in the cart once.');
  }
  const rows = await selectItems(tx).where(inArray(fnbItems.id, ids));
  const byId = new Map(rows.map((r) => [r.item.id, r]));
  const changes: CartChange[] = [];
  for (const line of input.lines) {
    const row = byId.get(line.itemId);
    if (!row) {
      changes.push({
        itemId: line.itemId,
        name: '',
        change: 'gone',
        was: line.price,
        now: null,
      });
      continue;
    }
    const { item } = row;
    if (item.outlet !== input.outlet) {
      changes.push({
        itemId: item.id,
        name: item.name,
        change: 'outlet',
        was: null,
        now: null,
      });
      continue;
    }
    const reason = unavailableReason(item, row, outlet, now);
    if (reason)
      changes.push({ itemId: item.id, name: item.name, change: reason, was: null, now: null });
    else if (item.price !== line.price) {
      changes.push({
        itemId: item.id,
        name: item.name,
        change: 'price',
        was: line.price,
        now: item.price,
      });
    }
  }
  if (changes.length > 0) {
    throw conflict(
      `The menu changed since the cart was filled: ${changes
        .map((c) => `${c.name || `item ${c.itemId}`} (${c.change})`)
        .join(', ')}.`,
      'cart_changed',
      { changes },
    );
  }
  const lines = input.lines.map((l) => {
    const { item } = byId.get(l.itemId)!;
    return priceLine({
      itemId: item.id,
      name: item.name,
      // The names the member read it by, as they are now: a later edit of the menu leaves them.
      nameTranslations: translationsOf(item.translations, ['name']),
      diet: item.diet,
      kitchen: item.kitchen,
      price: item.price,
      quantity: l.quantity,
      taxRate: item.taxRate,
    });
  });
  const totals = orderTotals(lines);
  if (totals.total !== input.expectedTotal) {
    throw conflict(
      `The total is ${formatMinor(totals.total, currency)}, not what the cart showed. Check the cart and order again.`,
      'cart_changed',
      { changes: [] },
    );
  }
  return { lines, totals };
}
