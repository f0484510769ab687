import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './core.ts';
import {
  LEDGER_TEXT_KEYS,
  LEDGER_TEXTS,
  ledgerDescription,
  renderLedgerText,
  translatedParam,
  type LedgerText,
  type LedgerTextKey,
} from './ledger-texts.ts';

/** One sample of every key's params; a new key without a sample fails the first test. */
const SAMPLES: { [K in LedgerTextKey]: LedgerText & { key: K } } = {
  'dues.payment': { key: 'dues.payment', params: { description: 'March dues' } },
  'banquet.advance': { key: 'banquet.advance', params: { bookingId: 7, date: '2026-12-20' } },
  'banquet.balance': { key: 'banquet.balance', params: { bookingId: 7, date: '2026-12-20' } },
  'banquet.refund': { key: 'banquet.refund', params: { bookingId: 7 } },
  'banquet.card_payment': {
    key: 'banquet.card_payment',
    params: { bookingId: 7, date: '2026-12-20' },
  },
  'banquet.card_payment_late': { key: 'banquet.card_payment_late', params: { bookingId: 7 } },
  'banquet.card_refund': { key: 'banquet.card_refund', params: { bookingId: 7 } },
  'banquet.balance_payment': { key: 'banquet.balance_payment', params: { bookingId: 7 } },
  'dues.refund': { key: 'dues.refund', params: { description: 'March dues' } },
  'minimum.shortfall': {
    key: 'minimum.shortfall',
    params: { month: '2026-11', minimum: 300000, spent: 120050 },
  },
  'fnb.charge': {
    key: 'fnb.charge',
    params: { outlet: 'restaurant', invoice: 'FNB/2025-26/000042' },
  },
  'fnb.card_payment': {
    key: 'fnb.card_payment',
    params: { outlet: 'restaurant', invoice: 'FNB/2025-26/000042' },
  },
  'fnb.order_payment': {
    key: 'fnb.order_payment',
    params: { outlet: 'bar', orderId: 42 },
  },
  'fnb.card_payment_unplaced': {
    key: 'fnb.card_payment_unplaced',
    params: { outlet: 'bar', orderId: 42 },
  },
  'fnb.cancelled': { key: 'fnb.cancelled', params: { invoice: 'FNB/2025-26/000042' } },
  'fnb.rejected': { key: 'fnb.rejected', params: { invoice: 'FNB/2025-26/000042' } },
  'fnb.card_refund': {
    key: 'fnb.card_refund',
    params: { invoice: 'FNB/2025-26/000042', orderId: 42 },
  },
  'fnb.line_removed': {
    key: 'fnb.line_removed',
    params: { item: 'Masala dosa', invoice: 'FNB/2025-26/000042', orderId: 42 },
  },
  'chamber.charge': {
    key: 'chamber.charge',
    params: { bookingId: 42, checkIn: '2026-12-10', nights: 2 },
  },
  'chamber.cancelled': { key: 'chamber.cancelled', params: { bookingId: 42 } },
  'chamber.cancel_refund': {
    key: 'chamber.cancel_refund',
    params: { bookingId: 42, percent: 50, daysBefore: 3 },
  },
  'event.charge': { key: 'event.charge', params: { bookingId: 42, event: 'Diwali Night' } },
  'event.cancelled': { key: 'event.cancelled', params: { bookingId: 42, event: 'Diwali Night' } },
  'event.booking_payment': {
    key: 'event.booking_payment',
    params: { bookingId: 42, event: 'Diwali Night' },
  },
  'event.card_payment': {
    key: 'event.card_payment',
    params: { bookingId: 42, event: 'Diwali Night' },
  },
  'event.card_payment_unbooked': {
    key: 'event.card_payment_unbooked',
    params: { bookingId: 42, event: 'Diwali Night' },
  },
  'event.card_refund': {
    key: 'event.card_refund',
    params: { bookingId: 42, event: 'Diwali Night' },
  },
  'bill.charge': { key: 'bill.charge', params: { month: '2025-03' } },
  'bill.received': { key: 'bill.received', params: { month: '2025-03' } },
  'subscription.monthly': {
    key: 'subscription.monthly',
    params: { membershipType: 'Ordinary', month: '2025-03', amount: 350_000 },
  },
  'credit.court_cancelled': { key: 'credit.court_cancelled' },
  'credit.bar_overcharge': { key: 'credit.bar_overcharge' },
  'credit.room_deposit': { key: 'credit.room_deposit' },
  'credit.event_cancelled': { key: 'credit.event_cancelled' },
  'credit.service_charge_waived': { key: 'credit.service_charge_waived' },
};

describe('the ledger texts', () => {
  it('has every key in every language, rendering its params', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...LEDGER_TEXT_KEYS].sort());
    for (const key of LEDGER_TEXT_KEYS) {
      expect(Object.keys(LEDGER_TEXTS[key]).sort()).toEqual([...LANGUAGES].sort());
      const sample = SAMPLES[key];
      const texts = LANGUAGES.map((lang) => renderLedgerText(sample, lang));
      for (const text of texts) {
        expect(text.trim().length).toBeGreaterThan(5);
        expect(text).not.toMatch(/undefined|null|\[object/);
        // Every raw param the reader should see is in the text.
        for (const value of Object.values(sample.params ?? {})) {
          if (
            typeof value === 'string' &&
            !/^\d{4}-\d{2}(-\d{2})?$/.test(value) &&
            value !== 'restaurant' &&
            value !== 'bar' &&
            value !== 'Ordinary'
          )
            expect(text).toContain(value);
        }
      }
      // Spanish and German are not the English text (names aside).
      if (key !== 'fnb.charge') {
        expect(texts[1]).not.toBe(texts[0]);
        expect(texts[2]).not.toBe(texts[0]);
      }
    }
  });

  it("writes months, outlets, membership types and amounts in the reader's language", () => {
    const bill = SAMPLES['bill.charge'];
    expect(renderLedgerText(bill, 'en')).toBe(
      'Club bill for March 2025: restaurant, bar and club services',
    );
    expect(renderLedgerText(bill, 'es')).toContain('marzo de 2025');
    expect(renderLedgerText(bill, 'de')).toContain('März 2025');
    expect(renderLedgerText(SAMPLES['fnb.card_payment'], 'es')).toBe(
      'Pago con tarjeta: pedido de Restaurante FNB/2025-26/000042',
    );
    expect(renderLedgerText(SAMPLES['fnb.card_payment'], 'de')).toBe(
      'Kartenzahlung: Restaurant-Bestellung FNB/2025-26/000042',
    );
    const sub = SAMPLES['subscription.monthly'];
    expect(renderLedgerText(sub, 'en')).toBe(
      'Ordinary membership subscription, March 2025 (3,500.00)',
    );
    expect(renderLedgerText(sub, 'de')).toBe('Mitgliedsbeitrag (Ordentlich), März 2025 (3.500,00)');
    expect(renderLedgerText(sub, 'es')).toContain('Ordinario');
    // A booking's day, written as the reader writes dates (never 2026-12-10).
    const stay = SAMPLES['chamber.charge'];
    expect(renderLedgerText(stay, 'en')).toBe('Chambers booking #42: 2 night(s) from 10 Dec 2026');
    expect(renderLedgerText(stay, 'de')).toBe('Zimmerbuchung #42: 2 Nacht/Nächte ab 10.12.2026');
    expect(renderLedgerText(stay, 'es')).toContain('10 dic 2026');
    const shortfall = SAMPLES['minimum.shortfall'];
    expect(renderLedgerText(shortfall, 'en')).toBe(
      'Food and beverage minimum for November 2026: 1,200.50 spent of 3,000.00',
    );
    expect(renderLedgerText(shortfall, 'de')).toBe(
      'Mindestverzehr für November 2026: 1.200,50 von 3.000,00 verzehrt',
    );
    expect(renderLedgerText(shortfall, 'es')).toContain('noviembre de 2026');
  });

  it('falls back on the stored text without a key, for an unknown key or broken params', () => {
    expect(ledgerDescription({ description: 'Imported line' }, 'de')).toBe('Imported line');
    expect(
      ledgerDescription({ description: 'Old', textKey: 'no.such', textParams: {} }, 'de'),
    ).toBe('Old');
    expect(
      ledgerDescription({ description: 'Old', textKey: 'fnb.cancelled', textParams: null }, 'de'),
    ).toBe('Old');
    expect(
      ledgerDescription(
        {
          description: 'Cancelled order X',
          textKey: 'fnb.cancelled',
          textParams: { invoice: 'X' },
        },
        'de',
      ),
    ).toBe('Stornierte Bestellung X');
  });

  it("reads a translated param in the reader's language, English when blank; a plain one as it is", () => {
    const event = translatedParam(
      'Garden Jazz Evening',
      { de: { title: 'Jazzabend im Garten' }, es: { title: '  ' } },
      'title',
    );
    expect(event).toEqual({ en: 'Garden Jazz Evening', de: 'Jazzabend im Garten' });
    const charge: LedgerText = { key: 'event.charge', params: { bookingId: 7, event } };
    expect(renderLedgerText(charge, 'de')).toBe('Veranstaltungsbuchung #7: Jazzabend im Garten');
    expect(renderLedgerText(charge, 'es')).toBe('Reserva de evento #7: Garden Jazz Evening');
    expect(renderLedgerText(charge, 'en')).toBe('Event booking #7: Garden Jazz Evening');
    // A stored row: the snapshot, an older row's plain title, a param of a shape no text knows.
    const stored = (textParams: unknown) =>
      ledgerDescription(
        { description: 'Event booking #7: Stored', textKey: 'event.charge', textParams },
        'de',
      );
    expect(stored({ bookingId: 7, event: { en: 'Jazz', de: 'Jazz (de)', es: 'Jazz (es)' } })).toBe(
      'Veranstaltungsbuchung #7: Jazz (de)',
    );
    expect(stored({ bookingId: 7, event: { en: 'Jazz', de: '' } })).toBe(
      'Veranstaltungsbuchung #7: Jazz',
    );
    expect(stored({ bookingId: 7, event: 'Diwali Night' })).toBe(
      'Veranstaltungsbuchung #7: Diwali Night',
    );
    expect(stored({ bookingId: 7, event: { de: 'Ohne Englisch' } })).toBe(
      'Event booking #7: Stored',
    );
  });
});
