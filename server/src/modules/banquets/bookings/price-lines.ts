import { BANQUET_SESSION_HOURS, type BanquetAddonPricing, type BanquetLine } from '@club/contracts';

/** What a function's price is made of: the hall's own prices and the package's price a guest. */
export interface PricedHall {
  cost4h: number;
  cost8h: number;
  electricity4h: number;
  electricity8h: number;
  projectorCost: number;
  musicCost: number;
  valetCost: number;
  taxRate: number;
}

/**
 * A function's bill lines and totals: the hall and its electricity for the session's hours, the
 * extras asked for, the package a guest, each add-on (a guest or once), then the hall's tax on
 * the whole (basis points, rounded to the paisa). The booking and the demo seed price alike.
 */
export function priceLines(
  hall: PricedHall,
  pkg: { name: string; costPerGuest: number },
  f: {
    session: keyof typeof BANQUET_SESSION_HOURS;
    projector: boolean;
    music: boolean;
    valetDrivers: number;
    guests: number;
  },
  addons: { name: string; pricing: BanquetAddonPricing; price: number }[] = [],
) {
  const hours = BANQUET_SESSION_HOURS[f.session];
  const line = (kind: BanquetLine['kind'], name: string, quantity: number, unitPrice: number) => ({
    kind,
    name,
    quantity,
    unitPrice,
    amount: quantity * unitPrice,
  });
  const lines: BanquetLine[] = [
    line('hall', '', 1, hours === 8 ? hall.cost8h : hall.cost4h),
    line('electricity', '', 1, hours === 8 ? hall.electricity8h : hall.electricity4h),
  ];
  if (f.projector) lines.push(line('projector', '', 1, hall.projectorCost));
  if (f.music) lines.push(line('music', '', 1, hall.musicCost));
  if (f.valetDrivers > 0) lines.push(line('valet', '', f.valetDrivers, hall.valetCost));
  lines.push(line('menu', pkg.name, f.guests, pkg.costPerGuest));
  for (const a of addons) {
    lines.push(line('addon', a.name, a.pricing === 'per_guest' ? f.guests : 1, a.price));
  }
  const subtotal = lines.reduce((n, l) => n + l.amount, 0);
  const tax = Math.round((subtotal * hall.taxRate) / 10_000);
  return { hours, lines, subtotal, tax, total: subtotal + tax };
}
