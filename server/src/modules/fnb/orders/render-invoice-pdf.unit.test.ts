import type { FnbOrder } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { shownText } from '../../../../test/support/pdf-text.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';

const order: FnbOrder = {
  id: 41,
  outlet: 'restaurant',
  memberId: 7,
  memberCode: 'M1001',
  memberName: 'Asha Rao',
  status: 'cancelled',
  fulfilment: 'collection',
  slotAt: '2026-11-24T08:00:00Z',
  deliveryAddress: null,
  paymentMethod: 'account',
  payment: null,
  notes: '',
  subtotal: 108_100,
  tax: 5_405,
  cgst: 2_702,
  sgst: 2_703,
  total: 113_505,
  invoiceNumber: 'FNB/2026-27/000041',
  reason: 'Kitchen closed',
  createdAt: '2026-11-24T07:10:00Z',
  version: 3,
  lines: [
    {
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
    },
    {
      id: 2,
      itemId: 11,
      name: 'Chicken Tikka',
      diet: 'non_veg',
      kitchen: 'tandoor',
      price: 38_050,
      quantity: 2,
      amount: 76_100,
      taxRate: 500,
      tax: 3_805,
      removedAt: null,
    },
  ],
  events: [{ status: 'ordered', at: '2026-11-24T07:10:00Z', by: 'member', note: '' }],
};
const club = {
  clubName: 'Test Club',
  address: '',
  phone: '',
  email: '',
  timeZone: 'Asia/Kolkata',
  currency: 'INR',
};

describe('the tax invoice PDF', () => {
  it('is written in German for a German reader: words, dates and numbers', async () => {
    const text = shownText(await renderInvoicePdf(order, club, { compress: false, lang: 'de' }));
    for (const words of [
      'Steuerrechnung',
      'Rechnungs-Nr. FNB/2026-27/000041',
      'Datum: 24.11.2026, 12:40',
      'Restaurant-Bestellung Nr. 41',
      'Mitgliedsnummer: M1001',
      'Abholung im Club',
      'Abholung: 24.11.2026, 13:30',
      'Bezahlt: dem Clubkonto belastet',
      'Storniert: Kitchen closed.',
      'Artikel',
      'Zwischensumme',
      '1.081,00',
      'Gesamt (INR)',
      '1.135,05',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/Tax invoice|Subtotal|Member code/);
  });

  it('is written in Spanish or English when asked', async () => {
    const es = shownText(await renderInvoicePdf(order, club, { compress: false, lang: 'es' }));
    expect(es).toContain('Factura n.º FNB/2026-27/000041');
    expect(es).toContain('Recogida en el club');
    expect(es).toContain('1081,00');
    const en = shownText(await renderInvoicePdf(order, club, { compress: false }));
    expect(en).toContain('Tax invoice');
    expect(en).toContain('Collection at the club');
    expect(en).toContain('1,081.00');
  });

  it("writes the portal's own reasons in the reader's language, a person's as they wrote it", async () => {
    const unpaid = { ...order, reason: '@card_not_completed' };
    const de = shownText(await renderInvoicePdf(unpaid, club, { compress: false, lang: 'de' }));
    expect(de).toContain('Storniert: Die Kartenzahlung wurde nicht abgeschlossen.');
    const es = shownText(await renderInvoicePdf(unpaid, club, { compress: false, lang: 'es' }));
    expect(es).toContain('Cancelado: El pago con tarjeta no se completó.');
    expect(de).not.toContain('@card_not_completed');
  });
});
